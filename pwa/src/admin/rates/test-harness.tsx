import { pricePerVori, rateDescription, rateProductName } from "#core/rates";
import {
  type GoldRatesResponse,
  RATE_GRADES,
  type RateBoard,
  type RateBoardPrices,
  type RateEntry,
  type RateMetal,
} from "#core/schemas/gold-rates";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { type Answer, renderInAdmin, type SentRequest, stubApi } from "../shell/admin-test-harness";
import { RatesAdminPage } from "./rates-admin-page";

export const samplePrices = (gold22 = 19_600): RateBoardPrices => ({
  gold: { "22K": gold22, "21K": 18_718, "18K": 16_072, Traditional: 13_328 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
});

export const board = (
  id: number,
  effectiveAt: string,
  prices: RateBoardPrices,
  withdrawnAt: string | null = null,
) =>
  ({ id, effectiveAt, createdAt: effectiveAt, createdBy: "owner", withdrawnAt, prices }) satisfies RateBoard;

/** What GET /api/gold-rates answers for a list of boards (newest first), as the server works it out. */
function ratesOf(boards: RateBoard[]): GoldRatesResponse {
  const [current, previous] = boards.filter(
    (b) => !b.withdrawnAt && new Date(b.effectiveAt).getTime() <= Date.now(),
  );
  if (!current) return { goldPrices: [], silverPrices: [], effectiveAt: null };
  const entries = (metal: RateMetal): RateEntry[] =>
    RATE_GRADES.map((grade) => {
      const perGram = current.prices[metal][grade];
      return {
        product: rateProductName(metal, grade),
        description: rateDescription(grade),
        price: pricePerVori(perGram),
        metal,
        grade,
        perGram,
        perVori: pricePerVori(perGram),
        previousPerGram: previous?.prices[metal][grade] ?? null,
        effectiveAt: current.effectiveAt,
      };
    });
  return { goldPrices: entries("gold"), silverPrices: entries("silver"), effectiveAt: current.effectiveAt };
}

/**
 * A fake rates server: it keeps the boards and the settings, records every request, and lets a
 * test answer a request its own way first (`override`).
 */
export function ratesServer(initial: RateBoard[], override?: (request: SentRequest) => Answer | undefined) {
  const state = {
    boards: [...initial],
    settings: structuredClone(settingsDefaults) as WebsiteSettings,
  };
  const answer = (request: SentRequest): Answer => {
    const { method, path, body } = request;
    if (method === "GET" && path === "/api/gold-rates") return { status: 200, body: ratesOf(state.boards) };
    if (method === "GET" && path === "/api/gold-rates/boards") return { status: 200, body: state.boards };
    if (method === "POST" && path === "/api/gold-rates") {
      const input = body as { prices: RateBoardPrices; effectiveAt?: string };
      const id = Math.max(0, ...state.boards.map((b) => b.id)) + 1;
      const created = board(id, input.effectiveAt ?? new Date().toISOString(), input.prices);
      state.boards = [created, ...state.boards];
      return { status: 201, body: created };
    }
    const withdraw = path.match(/^\/api\/gold-rates\/boards\/(\d+)$/);
    if (method === "DELETE" && withdraw) {
      const id = Number(withdraw[1]);
      state.boards = state.boards.map((b) =>
        b.id === id ? { ...b, withdrawnAt: new Date().toISOString() } : b,
      );
      return { status: 200, body: state.boards.find((b) => b.id === id) };
    }
    if (method === "GET" && path === "/api/website-settings") return { status: 200, body: state.settings };
    if (method === "PUT" && path === "/api/website-settings/rates") {
      state.settings = { ...state.settings, rates: (body as { rates: WebsiteSettings["rates"] }).rates };
      return { status: 200, body: state.settings };
    }
    return { status: 404, body: { error: "Not found" } };
  };
  const requests = stubApi((request) => override?.(request) ?? answer(request));
  return { state, requests };
}

/** The Gold Rates screen inside the admin, signed in as "owner". */
export const renderRatesPage = () =>
  renderInAdmin([{ path: "/admin/rates", element: <RatesAdminPage /> }], "/admin/rates");
