import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "#core/endpoints";
import { fakeApi, type SentRequest, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedSettings } from "../../data/testing/saved-copy";
import { downloadBlob } from "../../shared/download-file";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { hydrateInPage, renderAsServer, renderOnServerAndHydrate } from "../../shared/testing/server-render";
import { ConvertFromGrams } from "./convert-from-grams";
import { GoldCalculatorPage } from "./gold-calculator-page";
import { ProductListCalculator } from "./product-list-calculator";
import { createEntry, LIST_KEYS } from "./use-session-list";

vi.mock("../../shared/download-file", () => ({ downloadBlob: vi.fn() }));
vi.mock("./load-trademark", () => ({ loadTrademark: vi.fn(async () => null) }));
vi.mock("./report-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./report-image")>()),
  renderReportPng: vi.fn(async () => new Blob(["png"], { type: "image/png" })),
}));

const renderPage = () => renderRoutes([{ path: "/gold-calculator", Component: GoldCalculatorPage }]);

const section = (name: string) => screen.getByRole("region", { name });

async function fillWeight(
  scope: HTMLElement,
  values: Partial<Record<"Vori" | "Ana" | "Roti" | "Point", string>>,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = within(scope).getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

/** Opens the page, types `values` into Convert to Grams and presses its button. */
async function convertToGrams(values: Parameters<typeof fillWeight>[1]) {
  renderPage();
  const panel = section("Convert to Grams");
  await fillWeight(panel, values);
  await userEvent.click(within(panel).getByRole("button", { name: "CONVERT TO GRAMS" }));
  return panel;
}

// Offline: the calculators must work without the network (the settings refresh simply fails).
let requests: SentRequest[];
// The price estimator reads the rates too; these tests follow the settings refresh only.
const settingsFetches = () => requests.filter(({ path }) => path === endpoints.getSettings.path).length;

beforeEach(() => {
  requests = fakeApi();
});

afterEach(async () => {
  await unmountAndRestoreFetch();
  vi.mocked(downloadBlob).mockClear();
});

describe("GoldCalculatorPage: conversions", () => {
  it("has one heading and the unit reference table", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Gold Calculator" })).toBeTruthy();
    const table = screen.getByRole("table", { name: /traditional units relate/ });
    const vori = within(table).getByRole("row", { name: /1 Vori/ });
    expect(vori.textContent).toContain("11.664 grams = 16 Ana = 96 Roti = 960 Point");
    expect(within(table).getByRole("row", { name: /1 Ana/ }).textContent).toContain("6 Roti = 60 Point");
    expect(within(table).getByRole("row", { name: /1 gram/ }).textContent).toContain(
      "0.0857 Vori = 82.3 Point",
    );
  });

  it.each([
    [{ Vori: "1" }, "11.6640 g"],
    [{ Point: "1" }, "0.0122 g"],
    [{}, "0.0000 g"],
  ])("converts %j to %s", async (values, grams) => {
    const panel = await convertToGrams(values);
    expect(within(panel).getByRole("status").textContent).toContain(grams);
  });

  it("shows the range message beside the field and keeps what was typed", async () => {
    const panel = await convertToGrams({ Vori: "2", Ana: "16" });

    const ana = within(panel).getByLabelText<HTMLInputElement>("Ana");
    expect(within(panel).getByRole("alert").textContent).toBe("Ana must be between 0 and 15");
    expect(ana.getAttribute("aria-invalid")).toBe("true");
    expect(ana.getAttribute("aria-describedby")).toContain(within(panel).getByRole("alert").id);
    expect(ana.value).toBe("16");
    expect(within(panel).getByLabelText<HTMLInputElement>("Vori").value).toBe("2");
    expect(document.activeElement).toBe(ana);
    expect(within(panel).queryByText(/ g$/)).toBeNull();
  });

  it.each([
    [{ Roti: "6" }, "Roti must be between 0 and 5"],
    [{ Point: "10" }, "Point must be between 0 and 9"],
  ])("rejects %j with %s", async (values, message) => {
    const panel = await convertToGrams(values);
    expect(within(panel).getByRole("alert").textContent).toBe(message);
  });

  it("converts 17.496 grams to 1 vori 8 ana 0 roti 0 point", async () => {
    renderPage();
    const panel = section("Convert from Grams");
    await userEvent.type(within(panel).getByLabelText("Grams"), "17.496");
    await userEvent.click(within(panel).getByRole("button", { name: "CONVERT FROM GRAMS" }));
    const result = within(panel).getByRole("status");
    const value = (unit: string) => within(result).getByText(unit).nextElementSibling?.textContent;
    expect([value("Vori"), value("Ana"), value("Roti"), value("Point")]).toEqual(["1", "8", "0", "0"]);
  });

  it("explains a negative grams value", async () => {
    renderPage();
    const panel = section("Convert from Grams");
    await userEvent.type(within(panel).getByLabelText("Grams"), "-3");
    await userEvent.click(within(panel).getByRole("button", { name: "CONVERT FROM GRAMS" }));
    expect(within(panel).getByRole("alert").textContent).toBe("Grams must be 0 or more");
    expect(within(panel).getByLabelText<HTMLInputElement>("Grams").value).toBe("-3");
  });
});

describe("GoldCalculatorPage: conversions on a Bengali page", () => {
  onBengaliPage();

  it("shows placeholders and results in Bengali digits", async () => {
    renderPage();
    const panel = section("গ্রাম থেকে রূপান্তর");
    const grams = within(panel).getByLabelText("গ্রাম");
    expect(grams.getAttribute("placeholder")).toBe("০");
    for (const unit of ["ভরি", "আনা", "রতি", "পয়েন্ট"])
      expect(within(section("গ্রামে রূপান্তর")).getByLabelText(unit).getAttribute("placeholder")).toBe("০");
    await userEvent.type(grams, "১৭.৪৯৬");
    await userEvent.click(within(panel).getByRole("button", { name: "গ্রাম থেকে রূপান্তর করুন" }));
    const result = within(panel).getByRole("status");
    const value = (unit: string) => within(result).getByText(unit).nextElementSibling?.textContent;
    expect([value("ভরি"), value("আনা"), value("রতি"), value("পয়েন্ট")]).toEqual(["১", "৮", "০", "০"]);
    expect(result.textContent).not.toMatch(/[0-9]/);
  });
});

describe("GoldCalculatorPage: product list", () => {
  async function addProduct(name: string, values: Parameters<typeof fillWeight>[1]) {
    const panel = section("Product List Calculator");
    if (name) await userEvent.type(within(panel).getByLabelText("Product name"), name);
    await fillWeight(panel, values);
    await userEvent.click(within(panel).getByRole("button", { name: "Add to List" }));
    return panel;
  }

  it("starts empty, with the report button disabled and explained", () => {
    renderPage();
    const panel = section("Product List Calculator");
    expect(within(panel).getByText(/No products yet/)).toBeTruthy();
    const download = within(panel).getByRole<HTMLButtonElement>("button", { name: "Download Report" });
    expect(download.disabled).toBe(true);
    expect(download.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(panel).getByText("Add at least one product to download the report.")).toBeTruthy();
  });

  it("adds products, totals them and removes one", async () => {
    renderPage();
    await addProduct("Ring", { Vori: "1" });
    const panel = await addProduct("Chain", { Ana: "8" });

    const table = within(panel).getByRole("table", { name: "Products in the list" });
    expect(within(table).getByRole("row", { name: /Ring/ }).textContent).toContain("11.6640");
    expect(within(table).getByRole("row", { name: /Chain/ }).textContent).toContain("5.8320");
    const total = within(panel).getByRole("region", { name: /Grand Total/ });
    expect(total.textContent).toContain("17.496 g");
    expect(total.textContent).toContain("1 vori 8 ana 0 roti 0 point");
    expect(within(panel).getByLabelText<HTMLInputElement>("Product name").value).toBe("");

    await userEvent.click(within(table).getByRole("button", { name: "Remove Ring" }));
    expect(within(panel).queryByRole("row", { name: /Ring/ })).toBeNull();
    expect(within(panel).getByRole("region", { name: /Grand Total/ }).textContent).toContain("5.832 g");
    expect(screen.getByText("Ring removed from the list.")).toBeTruthy();
  });

  it("asks for a name instead of silently ignoring a blank one", async () => {
    renderPage();
    const panel = await addProduct("   ", { Vori: "1" });
    expect(within(panel).getByRole("alert").textContent).toBe("Enter a product name to add it to the list");
    expect(within(panel).getByLabelText("Product name").getAttribute("aria-invalid")).toBe("true");
    expect(within(panel).getByLabelText<HTMLInputElement>("Vori").value).toBe("1");
    expect(within(panel).getByText(/No products yet/)).toBeTruthy();
  });

  it("applies the ranges to list entries too", async () => {
    renderPage();
    const panel = await addProduct("Bangle", { Roti: "7" });
    expect(within(panel).getByRole("alert").textContent).toBe("Roti must be between 0 and 5");
    expect(within(panel).queryByRole("table", { name: "Products in the list" })).toBeNull();
    expect(within(panel).getByLabelText<HTMLInputElement>("Product name").value).toBe("Bangle");
  });

  it("keeps the list for the tab when the page is opened again", async () => {
    const first = renderPage();
    await addProduct("Earrings", { Ana: "4" });
    first.unmount();

    await vi.waitFor(() => expect(settingsFetches()).toBe(1));
    renderPage();
    expect(screen.getByRole("row", { name: /Earrings/ })).toBeTruthy();
    await vi.waitFor(() => expect(settingsFetches()).toBe(2));
  });

  it("shows the trademark from settings", async () => {
    await putSavedSettings({ trademarkImage: "/images/our-mark.png" });
    renderPage();
    await vi.waitFor(() =>
      expect(screen.getByRole("img", { name: "Shonali Jewellers trademark" }).getAttribute("src")).toBe(
        "/images/our-mark.png",
      ),
    );
  });

  it("downloads the report as gold-calculation-report-{timestamp}.png", async () => {
    renderPage();
    const panel = await addProduct("Ring", { Vori: "1" });
    await userEvent.click(within(panel).getByRole("button", { name: "Download Report" }));
    await vi.waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0] ?? [];
    expect(blob?.type).toBe("image/png");
    expect(name).toMatch(/^gold-calculation-report-\d{13}\.png$/);
  });
});

describe("the product list rendered on the server", () => {
  it("hydrates, then shows the list kept for the tab and keeps it", async () => {
    const kept = JSON.stringify([createEntry("Earrings", { vori: 0, ana: 4, roti: 0, point: 0 }, 3.732)]);
    sessionStorage.setItem(LIST_KEYS.gold, kept);
    const removed = vi.spyOn(Storage.prototype, "removeItem");
    const { onRecoverableError } = await renderOnServerAndHydrate(<ProductListCalculator />);
    expect(await screen.findByRole("row", { name: /Earrings/ })).toBeTruthy();
    await vi.waitFor(() => expect(settingsFetches()).toBe(1));
    // Not even for a moment: a tab closed right after hydration would lose it.
    expect(removed).not.toHaveBeenCalled();
    removed.mockRestore();
    expect(sessionStorage.getItem(LIST_KEYS.gold)).toBe(kept);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("takes over what was typed before the app started: the checks and the list work on it", async () => {
    const page = document.createElement("div");
    const calculators = (
      <>
        <ConvertFromGrams />
        <ProductListCalculator />
      </>
    );
    page.innerHTML = await renderAsServer(calculators);
    document.body.append(page);
    const list = section("Product List Calculator");
    // Typed while the app's code is still on its way: into the server's elements, unseen by React.
    (screen.getByLabelText("Grams") as HTMLInputElement).value = "11.664";
    (within(list).getByLabelText("Product name") as HTMLInputElement).value = "Bala";
    (within(list).getByLabelText("Ana") as HTMLInputElement).value = "4";
    (within(list).getByLabelText("Roti") as HTMLInputElement).value = "9";
    within(list).getByLabelText("Roti").focus();

    const { onRecoverableError } = hydrateInPage(page, calculators);
    expect(document.activeElement).toBe(within(list).getByLabelText("Roti"));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "CONVERT FROM GRAMS" }));
    const result = within(section("Convert from Grams")).getByRole("status");
    expect(within(result).getByText("Vori").nextElementSibling?.textContent).toBe("1");
    await user.click(within(list).getByRole("button", { name: "Add to List" }));
    expect(within(list).getByText("Roti must be between 0 and 5")).toBeTruthy();
    await user.clear(within(list).getByLabelText("Roti"));
    await user.click(within(list).getByRole("button", { name: "Add to List" }));
    expect(await within(list).findByRole("row", { name: /Bala/ })).toBeTruthy();
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
