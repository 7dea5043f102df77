import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { downloadBlob } from "../../shared/download-file";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { EnhancedCalculatorPage } from "./enhanced-calculator-page";

vi.mock("../../shared/download-file", () => ({ downloadBlob: vi.fn() }));

const renderPage = () =>
  renderRoutes([{ path: "/gold-calculator-enhanced", Component: EnhancedCalculatorPage }]);

// Offline: the calculators must work without the network (the settings refresh simply fails).
beforeEach(() => {
  fakeApi();
});

afterEach(async () => {
  await unmountAndRestoreFetch();
  vi.mocked(downloadBlob).mockClear();
});

const toggle = () => screen.getByText("Add Product", { selector: "summary" });
const opened = () => toggle().closest("details")?.open;

async function addProduct(name: string, values: Partial<Record<"Vori" | "Ana" | "Roti" | "Point", string>>) {
  const user = userEvent.setup();
  if (!opened()) await user.click(toggle());
  const form = screen.getByRole("form", { name: "New product" });
  if (name) await user.type(within(form).getByLabelText("Product name"), name);
  for (const [label, value] of Object.entries(values))
    await user.type(within(form).getByLabelText(label), value);
  await user.click(within(form).getByRole("button", { name: "Confirm Add" }));
  return form;
}

describe("EnhancedCalculatorPage", () => {
  it("reveals the form with the Add Product toggle and hides it on Cancel", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Enhanced Gold Calculator" })).toBeTruthy();
    expect(opened()).toBe(false);

    await userEvent.click(toggle());
    expect(opened()).toBe(true);
    const form = screen.getByRole("form", { name: "New product" });
    expect(document.activeElement).toBe(within(form).getByLabelText("Product name"));

    await userEvent.type(within(form).getByLabelText("Product name"), "Draft");
    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(opened()).toBe(false);
    expect(screen.getByText(/No products yet/)).toBeTruthy();
  });

  it("adds products without range limits, with grams to 3 decimals and the totals", async () => {
    renderPage();
    await addProduct("Wedding necklace", { Vori: "2", Ana: "4" });
    await addProduct("Ring", { Ana: "20", Point: "5" });

    const table = screen.getByRole("table", { name: "Products in the list" });
    expect(within(table).getByRole("row", { name: /Wedding necklace/ }).textContent).toContain("26.244");
    expect(within(table).getByRole("row", { name: /Ring/ }).textContent).toContain("14.641");
    const total = screen.getByRole("region", { name: /Grand Total/ });
    expect(total.textContent).toContain("40.885 g");
    expect(total.textContent).toContain("3 vori 8 ana 0 roti 5 point");

    await userEvent.click(within(table).getByRole("button", { name: "Remove Wedding necklace" }));
    expect(screen.getByRole("region", { name: /Grand Total/ }).textContent).toContain("14.641 g");
  });

  it("requires only a name, keeping what was typed", async () => {
    renderPage();
    const form = await addProduct("", { Vori: "-1" });
    const alerts = within(form)
      .getAllByRole("alert")
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(["Enter a product name"]);
    expect(within(form).getByLabelText<HTMLInputElement>("Vori").value).toBe("-1");
    expect(opened()).toBe(true);
    expect(screen.queryByRole("table", { name: "Products in the list" })).toBeNull();
  });

  it("keeps a weight as entered and shows beside it the same weight with every unit in its range", async () => {
    renderPage();
    await addProduct("Nose pin", { Ana: "17", Roti: "7" });
    await addProduct("Ring", { Vori: "1", Ana: "2" });

    const table = screen.getByRole("table", { name: "Products in the list" });
    const pin = within(table).getByRole("row", { name: /Nose pin/ });
    expect(
      within(pin)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(["0", "17", "7", "0"]);
    expect(within(pin).getByText("= 1 vori 2 ana 1 roti 0 point")).toBeTruthy();
    expect(within(table).getByRole("row", { name: /Ring/ }).textContent).not.toContain("=");
  });

  it("takes a minus weight off the total, as for a stone set in a piece", async () => {
    renderPage();
    await addProduct("Necklace", { Vori: "2" });
    await addProduct("Stone", { Ana: "-4" });

    const table = screen.getByRole("table", { name: "Products in the list" });
    expect(within(table).getByRole("row", { name: /Stone/ }).textContent).toContain("-2.916");
    const total = screen.getByRole("region", { name: /Grand Total/ });
    expect(total.textContent).toContain("20.412 g");
    expect(total.textContent).toContain("1 vori 12 ana 0 roti 0 point");
  });

  it("downloads the result as a dated text file with the products and totals", async () => {
    renderPage();
    await addProduct("Bangle", { Vori: "1" });
    const download = screen.getByRole("button", { name: "Download Result" });
    await userEvent.click(download);

    expect(downloadBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0] ?? [];
    expect(name).toMatch(/^gold-calculator-result-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = (await blob?.text()) ?? "";
    expect(text).toContain("Shonali Jewellers");
    expect(text).toMatch(/Generated: /);
    expect(text).toMatch(/1 {2}Bangle +1 +0 +0 +0 +11\.664/);
    expect(text).toContain("Total weight: 11.664 g = 1 vori 0 ana 0 roti 0 point");
  });

  it("keeps Download Result disabled and explained while the list is empty", () => {
    renderPage();
    const download = screen.getByRole<HTMLButtonElement>("button", { name: "Download Result" });
    expect(download.disabled).toBe(true);
    expect(screen.getByText("Add at least one product to download the result.")).toBeTruthy();
  });
});

describe("EnhancedCalculatorPage on a Bengali page", () => {
  onBengaliPage();

  it("writes every figure in Bengali digits, and takes weights typed in them", async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByText("পণ্য যোগ করুন", { selector: "summary" }));
    const form = screen.getByRole("form", { name: "নতুন পণ্য" });
    for (const unit of ["ভরি", "আনা", "রতি", "পয়েন্ট"])
      expect(within(form).getByLabelText(unit).getAttribute("placeholder")).toBe("০");
    await user.type(within(form).getByLabelText("পণ্যের নাম"), "নাকফুল");
    await user.type(within(form).getByLabelText("আনা"), "১৭");
    await user.type(within(form).getByLabelText("রতি"), "7");
    await user.click(within(form).getByRole("button", { name: "যোগ নিশ্চিত করুন" }));

    const row = within(screen.getByRole("table", { name: "তালিকার পণ্য" })).getByRole("row", {
      name: /নাকফুল/,
    });
    expect(within(row).getByText("= ১ ভরি ২ আনা ১ রতি ০ পয়েন্ট")).toBeTruthy();
    expect(row.textContent).toMatch(/১৭/);
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });
});
