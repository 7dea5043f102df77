import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SentRequest } from "../../data/testing/fake-api";
import { board, ratesApi, renderRatesAdmin, samplePrices } from "../testing/rates-admin";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** The sample shop: 19,600 a gram for 22K gold now, 19,000 before it. */
const sampleBoards = () => [
  board(2, "2025-11-22T04:15:00.000Z", samplePrices(19_600)),
  board(1, "2025-11-20T04:15:00.000Z", samplePrices(19_000)),
];

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const publishButton = () => screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement;
const posts = (requests: SentRequest[]) =>
  requests.filter((r) => r.method === "POST" && r.path === "/api/gold-rates");

async function setPrice(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(input(label));
  await user.type(input(label), value);
}

describe("the Gold Rates screen", () => {
  it("shows the board in force and prefills the new board with its figures", async () => {
    ratesApi(sampleBoards());
    renderRatesAdmin();

    expect(await screen.findByRole("heading", { level: 1, name: "Gold Rates" })).toBeTruthy();
    expect(await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)")).toBeTruthy();
    const current = within(screen.getByRole("table", { name: "Rates in force" }));
    const gold22 = within(current.getByRole("row", { name: /Gold 22K/ }));
    expect(gold22.getByText("৳19,600")).toBeTruthy();
    expect(gold22.getByText("৳2,28,614")).toBeTruthy();
    expect(gold22.getByText("▲ ৳600")).toBeTruthy();
    expect(gold22.getByText("up ৳600")).toBeTruthy();

    expect(input("Gold 22K (৳ per gram)").value).toBe("19600");
    expect(input("Gold Traditional (৳ per gram)").value).toBe("13328");
    expect(input("Silver 18K (৳ per gram)").value).toBe("278");
    expect(screen.getByRole("radio", { name: "Now" })).toHaveProperty("checked", true);
    // Nothing changed yet: nothing to publish.
    expect(publishButton().disabled).toBe(true);
  });

  it("starts empty when no board was ever published", async () => {
    ratesApi([]);
    renderRatesAdmin();
    expect(
      await screen.findByText("No rates have been published yet. Enter the first board below."),
    ).toBeTruthy();
    expect(input("Gold 22K (৳ per gram)").value).toBe("");
    expect(screen.getByText("No boards yet.")).toBeTruthy();
  });

  it("previews the per-vori price as a figure is typed", async () => {
    const user = userEvent.setup();
    ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");
    const field = input("Gold 22K (৳ per gram)");
    expect(field.getAttribute("aria-describedby")).toContain("rate-gold-22K-vori");
    expect(document.getElementById("rate-gold-22K-vori")?.textContent).toBe("৳2,28,614 per vori");

    await setPrice(user, "Gold 22K (৳ per gram)", "19610");
    expect(document.getElementById("rate-gold-22K-vori")?.textContent).toBe("৳2,28,731 per vori");
    await user.clear(field);
    expect(document.getElementById("rate-gold-22K-vori")?.textContent).toBe("");
  });

  it("publishes a board effective now with all eight figures, then starts from them", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");

    await setPrice(user, "Gold 22K (৳ per gram)", "19,610");
    expect(screen.getByText("Not published yet")).toBeTruthy();
    const publicRates = () => requests.filter((r) => r.method === "GET" && r.path === "/api/gold-rates");
    // The screen reads the boards alone; the public rates are only refreshed for the site's copy.
    expect(publicRates()).toEqual([]);
    await user.click(publishButton());

    expect(await screen.findByText("Rates published")).toBeTruthy();
    expect(posts(requests).map((r) => r.body)).toEqual([{ prices: { ...samplePrices(19_610) } }]);
    await waitFor(() => expect(publicRates()).toHaveLength(1));
    // The new board is the one in force; the form holds its figures and has nothing to publish.
    const current = within(screen.getByRole("table", { name: "Rates in force" }));
    expect(await current.findByText("৳19,610")).toBeTruthy();
    expect(input("Gold 22K (৳ per gram)").value).toBe("19610");
    expect(publishButton().disabled).toBe(true);
    expect(screen.queryByText("Not published yet")).toBeNull();
  });

  it("publishes with Ctrl+S from inside a field", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");
    await setPrice(user, "Silver 22K (৳ per gram)", "345{Control>}s{/Control}");
    expect(await screen.findByText("Rates published")).toBeTruthy();
    expect(posts(requests)).toHaveLength(1);
  });

  it("shows the schema's message under a wrong figure and sends nothing", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");

    await user.clear(input("Gold 22K (৳ per gram)"));
    await setPrice(user, "Silver 21K (৳ per gram)", "325.5");
    await user.click(publishButton());

    expect(await screen.findByText("Gold 22K price per gram is required")).toBeTruthy();
    expect(screen.getByText("Silver 21K price per gram must be a whole number of taka")).toBeTruthy();
    expect(input("Gold 22K (৳ per gram)").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("Gold 22K (৳ per gram)"));
    expect(posts(requests)).toHaveLength(0);
  });

  it("warns before publishing a slipped digit, and asks once", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");

    await setPrice(user, "Gold 22K (৳ per gram)", "29400");
    expect(await screen.findByText("Gold 22K changes by 50 % (from ৳19,600 to ৳29,400)")).toBeTruthy();

    await user.click(publishButton());
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(
      "Please check: Gold 22K changes by 50 % (from ৳19,600 to ৳29,400). Publish the board anyway?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(posts(requests)).toHaveLength(0);
    expect(input("Gold 22K (৳ per gram)").value).toBe("29400");

    await user.click(publishButton());
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Publish anyway" }),
    );
    expect(await screen.findByText("Rates published")).toBeTruthy();
    expect(posts(requests)).toHaveLength(1);
  });

  it("refuses a grade priced at or above the purer one under that figure, and sends nothing", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");

    await setPrice(user, "Gold 21K (৳ per gram)", "19700");
    await user.click(publishButton());

    const message = "Gold 21K must cost less per gram than 22K";
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input("Gold 21K (৳ per gram)").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input("Gold 21K (৳ per gram)"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posts(requests)).toHaveLength(0);

    // Raising the purer grade above it settles the order without touching 21K again.
    await setPrice(user, "Gold 22K (৳ per gram)", "19800");
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(input("Gold 21K (৳ per gram)").getAttribute("aria-invalid")).toBeNull();
    await user.click(publishButton());
    expect(await screen.findByText("Rates published")).toBeTruthy();
    expect(posts(requests).map((r) => r.body)).toEqual([
      { prices: { ...samplePrices(19_800), gold: { ...samplePrices(19_800).gold, "21K": 19_700 } } },
    ]);
  });

  it("puts the server's word on a figure under that figure", async () => {
    const user = userEvent.setup();
    const message = "Silver 18K must cost less per gram than 21K";
    ratesApi(sampleBoards(), (request) =>
      request.method === "POST"
        ? { status: 400, body: { error: message, issues: [{ path: "prices.silver.18K", message }] } }
        : undefined,
    );
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");
    await setPrice(user, "Silver 18K (৳ per gram)", "280");
    await user.click(publishButton());

    expect(await screen.findByText(message)).toBeTruthy();
    expect(input("Silver 18K (৳ per gram)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(/The board was not published/)).toBeNull();
  });

  it("schedules a board at a Dhaka time, sent as the UTC instant", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");

    expect(screen.getByText("Takes effect as soon as it is published.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "At a chosen time" }));
    await user.click(publishButton());
    expect(await screen.findByText("The effective time must be a date and time")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Date and time (Dhaka time)"), {
      target: { value: "2026-11-23T10:15" },
    });
    expect(await screen.findByText("Takes effect 23 Nov 2026, 10:15 AM (Dhaka time).")).toBeTruthy();
    await user.click(publishButton());

    expect(await screen.findByText("Rates published")).toBeTruthy();
    expect(posts(requests).map((r) => r.body)).toEqual([
      { prices: samplePrices(19_600), effectiveAt: "2026-11-23T04:15:00.000Z" },
    ]);
  });

  it("refuses a time more than 14 days ahead itself, with the server's sentence, and sends nothing", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");
    await setPrice(user, "Gold 22K (৳ per gram)", "19650");
    await user.click(screen.getByRole("radio", { name: "At a chosen time" }));
    // Typed as a Dhaka wall-clock time (UTC+6), fifteen days from now.
    const inFifteenDays = new Date(Date.now() + (15 * 24 + 6) * HOUR).toISOString().slice(0, 16);
    fireEvent.change(screen.getByLabelText("Date and time (Dhaka time)"), {
      target: { value: inFifteenDays },
    });
    await user.click(publishButton());

    expect(await screen.findByText("The effective time can be at most 14 days ahead")).toBeTruthy();
    expect(screen.getByLabelText("Date and time (Dhaka time)").getAttribute("aria-invalid")).toBe("true");
    expect(posts(requests)).toEqual([]);
  });

  it("puts the server's word on the effective time under the time field, keeping what was typed", async () => {
    const user = userEvent.setup();
    const message = "The effective time must be after the latest board's (22 Nov 2026, 10:15 AM, Dhaka time)";
    ratesApi(sampleBoards(), (request) =>
      request.method === "POST"
        ? { status: 400, body: { error: message, issues: [{ path: "effectiveAt", message }] } }
        : undefined,
    );
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");
    await setPrice(user, "Gold 22K (৳ per gram)", "19650");
    await user.click(screen.getByRole("radio", { name: "At a chosen time" }));
    fireEvent.change(screen.getByLabelText("Date and time (Dhaka time)"), {
      target: { value: "2026-11-21T09:00" },
    });
    await user.click(publishButton());

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText("Date and time (Dhaka time)").getAttribute("aria-invalid")).toBe("true");
    expect(input("Gold 22K (৳ per gram)").value).toBe("19650");
    expect(screen.queryByText("Rates published")).toBeNull();
  });

  it("turns publishing off while offline, keeping the figures", async () => {
    const user = userEvent.setup();
    ratesApi(sampleBoards());
    renderRatesAdmin();
    await screen.findByText("Effective 22 Nov 2025, 10:15 AM (Dhaka time)");
    await setPrice(user, "Gold 22K (৳ per gram)", "19610");
    expect(publishButton().disabled).toBe(false);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    fireEvent(window, new Event("offline"));
    await waitFor(() => expect(publishButton().disabled).toBe(true));
    expect(publishButton().title).toBe("Saving needs a connection");
    expect(input("Gold 22K (৳ per gram)").value).toBe("19610");
  });
});

describe("the board history", () => {
  it("lists every board newest first with its status; only the newest standing one can be withdrawn", async () => {
    ratesApi([
      board(4, ago(1), samplePrices(91_000), ago(0.5)),
      board(3, ago(2), samplePrices(19_600)),
      board(2, ago(30), samplePrices(19_400)),
    ]);
    renderRatesAdmin();
    const history = within(await screen.findByRole("table", { name: "Rate boards, newest first" }));
    const rows = history.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "৳91,000",
      "৳19,600",
      "৳19,400",
    ]);
    expect(rows[0]?.textContent).toMatch(/Withdrawn \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M/);
    expect(rows[1]?.textContent).toContain("In force");
    expect(rows[2]?.textContent).toContain("Replaced");
    expect(rows[1]?.textContent).toContain("owner");
    // The change is measured against the board it replaced, not the withdrawn one.
    const gold22 = within(screen.getByRole("table", { name: "Rates in force" })).getByRole("row", {
      name: /Gold 22K/,
    });
    expect(gold22.textContent).toContain("▲");
    expect(gold22.textContent).toContain("৳200");

    const withdraw = history.getAllByRole("button", { name: /^Withdraw/ });
    expect(withdraw).toHaveLength(1);
    expect(rows[1]?.contains(withdraw[0] ?? null)).toBe(true);
  });

  it("withdraws the newest board after confirming; the one before it is back in force", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi([
      board(3, ago(1), samplePrices(19_800)),
      board(2, ago(30), samplePrices(19_600)),
    ]);
    renderRatesAdmin();
    const history = within(await screen.findByRole("table", { name: "Rate boards, newest first" }));
    expect(input("Gold 22K (৳ per gram)").value).toBe("19800");

    await user.click(history.getByRole("button", { name: /^Withdraw/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toMatch(
      /Withdraw the board effective \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\? The board before it comes back into force\./,
    );
    await user.click(within(dialog).getByRole("button", { name: "Withdraw" }));

    expect(await screen.findByText("Board withdrawn")).toBeTruthy();
    expect(requests.some((r) => r.method === "DELETE" && r.path === "/api/gold-rates/boards/3")).toBe(true);
    await waitFor(() => expect(input("Gold 22K (৳ per gram)").value).toBe("19600"));
    const rows = history.getAllByRole("row").slice(1);
    expect(rows[0]?.textContent).toContain("Withdrawn");
    expect(rows[1]?.textContent).toContain("In force");
  });

  it("marks a board set for later as scheduled", async () => {
    ratesApi([
      board(3, new Date(Date.now() + 2 * HOUR).toISOString(), samplePrices(19_700)),
      board(2, ago(30), samplePrices(19_600)),
    ]);
    renderRatesAdmin();
    const history = within(await screen.findByRole("table", { name: "Rate boards, newest first" }));
    const rows = history.getAllByRole("row").slice(1);
    expect(rows[0]?.textContent).toContain("Scheduled");
    expect(rows[1]?.textContent).toContain("In force");
    // The form starts from the board in force, not the scheduled one.
    expect(input("Gold 22K (৳ per gram)").value).toBe("19600");
  });
});

describe("the estimator settings", () => {
  it("saves VAT, making charge and the switch as the rates section", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    const vat = (await screen.findByLabelText("VAT (%)")) as HTMLInputElement;
    expect(vat.value).toBe("5");
    expect(input("Minimum making charge (%)").value).toBe("6");
    const toggle = screen.getByRole("switch", { name: "Show the price estimator on the public site" });
    expect(toggle).toHaveProperty("checked", true);

    await user.clear(vat);
    await user.type(vat, "7.5");
    await user.click(toggle);
    const card = within(screen.getByRole("form", { name: "Price estimator" }));
    await user.click(card.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Rates & Estimator settings saved successfully!")).toBeTruthy();
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.path).toBe("/api/website-settings/rates");
    expect(put?.body).toEqual({
      rates: {
        vatPercent: 7.5,
        makingChargePercent: 6,
        showEstimator: false,
        estimates: "off",
        estimateCategories: [],
      },
    });
  });

  it("shows the range message under a wrong percentage", async () => {
    const user = userEvent.setup();
    const { requests } = ratesApi(sampleBoards());
    renderRatesAdmin();
    const making = (await screen.findByLabelText("Minimum making charge (%)")) as HTMLInputElement;
    await user.clear(making);
    await user.type(making, "120");
    await user.click(
      within(screen.getByRole("form", { name: "Price estimator" })).getByRole("button", { name: "Save" }),
    );
    expect(await screen.findByText("Making charge must be between 0 and 100 percent")).toBeTruthy();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });
});
