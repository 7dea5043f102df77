import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { historyPath } from "#core/rate-history-path";
import { pricePerVori } from "#core/rates";
import type { RateHistoryResponse } from "#core/schemas/gold-rates";
import { fakeApi, json } from "../../data/testing/fake-api";
import { putSaved } from "../../data/testing/saved-copy";
import { RateHistory } from "./rate-history";

const point = (effectiveAt: string, perGram: number) => ({
  effectiveAt,
  perGram,
  perVori: pricePerVori(perGram),
});

const history = (days: number, points: RateHistoryResponse["points"]): RateHistoryResponse => ({
  metal: "gold",
  grade: "22K",
  days,
  before: point("2026-01-01T04:00:00.000Z", 18000),
  points,
});

const ANSWERS: Record<string, RateHistoryResponse> = {
  [historyPath("gold", "22K", 90)]: history(90, [
    point(new Date(Date.now() - 40 * 86_400_000).toISOString(), 18500),
    point(new Date(Date.now() - 10 * 86_400_000).toISOString(), 19750),
    point(new Date(Date.now() - 86_400_000).toISOString(), 19600),
  ]),
  [historyPath("gold", "22K", 30)]: history(30, [
    point(new Date(Date.now() - 10 * 86_400_000).toISOString(), 19750),
    point(new Date(Date.now() - 86_400_000).toISOString(), 19600),
  ]),
  [historyPath("silver", "Traditional", 90)]: { ...history(90, []), before: null },
};

const answerHistory = () =>
  fakeApi(({ path, search }) => {
    const answer = ANSWERS[path + search];
    return answer ? json(answer) : { status: 503 };
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RateHistory", () => {
  it("draws 22K gold over 90 days with a summary and the figures as a table", async () => {
    answerHistory();
    render(<RateHistory />);

    const chart = await screen.findByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "22 Karat Gold per vori over 90 days: from ৳2,09,952 to ৳2,28,614, highest ৳2,30,364, lowest ৳2,09,952",
    );
    expect(chart.querySelector("path")?.getAttribute("d")).toMatch(
      /^M[\d.]+ [\d.]+( H[\d.]+ V[\d.]+){3} H[\d.]+$/,
    );
    // Taka ticks on the y axis, with lakh grouping.
    expect(within(chart).getAllByText(/^৳\d,\d{2},\d{3}$/).length).toBeGreaterThanOrEqual(3);

    await userEvent.click(screen.getByText("Show the figures"));
    const table = screen.getByRole("table", { name: "22 Karat Gold per vori over the last 90 days" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(5);
    expect(rows[1]?.textContent).toMatch(/in force when the period began.*৳2,09,952৳18,000$/);
    expect(rows[4]?.textContent).toMatch(/৳2,28,614৳19,600$/);
  });

  it("switches the period with the radio buttons", async () => {
    const requests = answerHistory();
    render(<RateHistory />);
    await screen.findByRole("img");

    expect((screen.getByRole("radio", { name: "90 days" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "30 days" }));

    await vi.waitFor(() =>
      expect(screen.getByRole("img").getAttribute("aria-label")).toMatch(/over 30 days: from ৳2,09,952/),
    );
    expect(requests.map(({ path, search }) => path + search)).toContain(historyPath("gold", "22K", 30));
  });

  it("says when a grade has no prices in the period", async () => {
    answerHistory();
    render(<RateHistory />);
    await screen.findByRole("img");

    await userEvent.selectOptions(screen.getByLabelText("Metal and grade"), "Traditional Silver");
    expect(
      await screen.findByText("No prices have been published for Traditional Silver in the last 90 days."),
    ).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("offers to try again when the history cannot be loaded", async () => {
    fakeApi(() => json({ error: "Boom" }, 500));
    render(<RateHistory />);

    expect((await screen.findByRole("alert")).textContent).toContain("The price history could not be loaded");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows a saved chart offline with when it was saved, or says it has none", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    fakeApi();
    const path = historyPath("gold", "22K", 90);
    await putSaved(path, ANSWERS[path]);
    render(<RateHistory />);

    expect(await screen.findByRole("img")).toBeTruthy();
    expect(await screen.findByText(/Chart saved on this device at/)).toBeTruthy();

    await userEvent.click(screen.getByRole("radio", { name: "365 days" }));
    expect(await screen.findByText(/this chart has not been saved on this device yet/)).toBeTruthy();
  });
});
