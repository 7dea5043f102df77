import { rateBoardsAt } from "#core/rates";
import type { RateBoardPrices, RateBoardRecord } from "#core/schemas/gold-rates";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { type Answer, fakeApi, json, type SentRequest } from "../../data/testing/fake-api";
import { RatesAdminPage } from "../rates/rates-admin-page";
import { renderInAdmin } from "./render-in-admin";

export const samplePrices = (gold22 = 19_600): RateBoardPrices => ({
  gold: { "22K": gold22, "21K": 18_718, "18K": 16_072, Traditional: 13_328 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
});

/** A board as the server keeps it; the fake server adds where it stands when it answers. */
export const board = (
  id: number,
  effectiveAt: string,
  prices: RateBoardPrices,
  withdrawnAt: string | null = null,
): RateBoardRecord => ({ id, effectiveAt, createdAt: effectiveAt, createdBy: "owner", withdrawnAt, prices });

/**
 * The rates routes of a fake API: it keeps the boards (newest first) and the settings, answers
 * boards marked as the server marks them at the test's clock, records every request, and lets a
 * test answer a request its own way first (`override`).
 */
export function ratesApi(
  initial: RateBoardRecord[],
  override?: (request: SentRequest) => Answer | undefined,
) {
  const state = {
    boards: [...initial],
    settings: structuredClone(settingsDefaults) as WebsiteSettings,
  };
  const answered = (id?: number) => {
    const boards = rateBoardsAt(state.boards, new Date());
    return id === undefined ? boards : boards.find((b) => b.id === id);
  };
  const answer = (request: SentRequest): Answer => {
    const { method, path, body } = request;
    if (method === "GET" && path === "/api/gold-rates/boards") return json(answered());
    if (method === "POST" && path === "/api/gold-rates") {
      const input = body as { prices: RateBoardPrices; effectiveAt?: string };
      const id = Math.max(0, ...state.boards.map((b) => b.id)) + 1;
      state.boards = [
        board(id, input.effectiveAt ?? new Date().toISOString(), input.prices),
        ...state.boards,
      ];
      return json(answered(id), 201);
    }
    const withdraw = path.match(/^\/api\/gold-rates\/boards\/(\d+)$/);
    if (method === "DELETE" && withdraw) {
      const id = Number(withdraw[1]);
      state.boards = state.boards.map((b) =>
        b.id === id ? { ...b, withdrawnAt: new Date().toISOString() } : b,
      );
      return json(answered(id));
    }
    if (method === "GET" && path === "/api/website-settings") return json(state.settings);
    const section = path.match(/^\/api\/website-settings\/(rates|oldGold|rateDisplay|zakat)$/)?.[1];
    if (method === "PUT" && section) {
      state.settings = { ...state.settings, ...(body as Partial<WebsiteSettings>) };
      return json(state.settings);
    }
    return json({ error: "Not found" }, 404);
  };
  const requests = fakeApi((request) => override?.(request) ?? answer(request));
  return { state, requests };
}

/** The Gold Rates screen inside the admin, signed in as "owner". */
export const renderRatesAdmin = () =>
  renderInAdmin([{ path: "/admin/rates", element: <RatesAdminPage /> }], "/admin/rates");
