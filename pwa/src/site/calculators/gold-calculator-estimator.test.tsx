import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../shared/testing/render-routes";
import { GoldCalculatorPage } from "./gold-calculator-page";

vi.mock("./load-trademark", () => ({ loadTrademark: vi.fn(async () => null) }));

const renderPage = () => renderRoutes([{ path: "/gold-calculator", Component: GoldCalculatorPage }]);

// Offline throughout: the test setup answers every fetch with a network failure.
describe("the estimator on the gold calculator", () => {
  it("follows the last Convert to Grams result, not the other converter", async () => {
    renderPage();
    const user = userEvent.setup();
    const estimator = screen.getByRole("region", { name: "Price Estimator" });
    const toGrams = screen.getByRole("region", { name: "Convert to Grams" });
    expect(within(estimator).getByText(/Convert a weight to grams above/)).toBeTruthy();

    await user.type(within(toGrams).getByLabelText("Vori"), "1");
    await user.type(within(toGrams).getByLabelText("Ana"), "8");
    await user.click(within(toGrams).getByRole("button", { name: "CONVERT TO GRAMS" }));
    expect(within(estimator).getByText("17.4960 g (1 vori 8 ana 0 roti 0 point)")).toBeTruthy();

    const fromGrams = screen.getByRole("region", { name: "Convert from Grams" });
    await user.type(within(fromGrams).getByLabelText("Grams"), "5");
    await user.click(within(fromGrams).getByRole("button", { name: /CONVERT/ }));
    expect(within(estimator).getByText("17.4960 g (1 vori 8 ana 0 roti 0 point)")).toBeTruthy();

    await user.clear(within(toGrams).getByLabelText("Ana"));
    await user.type(within(toGrams).getByLabelText("Ana"), "16");
    await user.click(within(toGrams).getByRole("button", { name: "CONVERT TO GRAMS" }));
    expect(within(estimator).getByText(/Convert a weight to grams above/)).toBeTruthy();
  });
});
