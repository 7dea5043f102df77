import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "#core/endpoints";
import { type Answer, byPath, fakeApi, json } from "../../data/testing/fake-api";
import { loadSiteMessages } from "../../i18n/load-messages";
import { setPageLanguage } from "../../i18n/page-language";
import { rateBoard } from "../../shared/testing/rates-test-data";
import { renderRoutes } from "../../shared/testing/render-routes";
import { GoldRatesPage } from "./gold-rates-page";

const PNG: Answer = { status: 200, body: "a png", headers: { "content-type": "image/png" } };

/** The board, and today's cards as `card` answers; the settings find the server unavailable. */
const answer = (card: Answer) =>
  fakeApi(
    byPath(
      {
        [endpoints.getGoldRates.path]: json(rateBoard),
        "/api/rate-cards/today/en-square.png": card,
        "/api/rate-cards/today/bn-square.png": card,
      },
      { status: 503 },
    ),
  );

const shareButton = async (name = "Share today's rate") => screen.findByRole("button", { name });

afterEach(() => {
  setPageLanguage("en");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Share today's rate", () => {
  it("hands the square card to the share sheet as a PNG file where the browser can share files", async () => {
    const requests = answer(PNG);
    const shared: ShareData[] = [];
    vi.stubGlobal("navigator", {
      ...navigator,
      onLine: true,
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share: async (data: ShareData) => void shared.push(data),
    });
    renderRoutes([{ path: "/gold-rates", Component: GoldRatesPage }], "/gold-rates");
    await userEvent.click(await shareButton());

    await vi.waitFor(() => expect(shared).toHaveLength(1));
    const [file] = shared[0]?.files ?? [];
    expect(file?.name).toMatch(/^gold-rate-\d{4}-\d{2}-\d{2}-en\.png$/);
    expect(file?.type).toBe("image/png");
    expect(shared[0]?.title).toBe("Today's Gold & Silver Rate");
    expect(shared[0]?.text).toMatch(
      /^Today's gold and silver rate at .+: http:\/\/localhost(:\d+)?\/gold-rates$/,
    );
    expect(requests.map((request) => request.path)).toContain("/api/rate-cards/today/en-square.png");
    expect(screen.queryByText(/could not be made/)).toBeNull();
  });

  it("saves the card as a download where files cannot be shared, and says where it went", async () => {
    answer(PNG);
    vi.stubGlobal("navigator", { ...navigator, onLine: true, canShare: undefined, share: undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoutes([{ path: "/gold-rates", Component: GoldRatesPage }], "/gold-rates");
    await userEvent.click(await shareButton());

    expect(await screen.findByText("The rate card is saved in your downloads.")).toBeTruthy();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(/^gold-rate-\d{4}-\d{2}-\d{2}-en\.png$/);
  });

  it("shares the Bengali card from a Bengali page", async () => {
    await loadSiteMessages("bn");
    setPageLanguage("bn");
    const requests = answer(PNG);
    vi.stubGlobal("navigator", { ...navigator, onLine: true, canShare: undefined, share: undefined });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderRoutes([{ path: "/bn/gold-rates", Component: GoldRatesPage }], "/bn/gold-rates");
    await userEvent.click(await shareButton("আজকের দর শেয়ার করুন"));

    expect(await screen.findByText("রেট কার্ডটি আপনার ডাউনলোডে রাখা হয়েছে।")).toBeTruthy();
    expect(requests.map((request) => request.path)).toContain("/api/rate-cards/today/bn-square.png");
  });

  it("says so when the card cannot be fetched, and lets the visitor try again", async () => {
    answer("network-error");
    renderRoutes([{ path: "/gold-rates", Component: GoldRatesPage }], "/gold-rates");
    await userEvent.click(await shareButton());

    expect(
      await screen.findByText("The rate card could not be made. Check your connection and try again."),
    ).toBeTruthy();
    expect((await shareButton()).hasAttribute("disabled")).toBe(false);
  });
});
