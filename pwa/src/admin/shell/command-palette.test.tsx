import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { byPath, fakeApi, json } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { CommandPalette } from "./command-palette";

function Screen() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  return (
    <>
      <output aria-label="Address">{location.pathname}</output>
      <button type="button" onClick={() => setOpen(true)}>
        Open palette
      </button>
      <CommandPalette open={open} onOpenChange={setOpen} />
    </>
  );
}

const items = [
  jewelryItem({ _id: "necklace", name: "Rajkonna Bridal Necklace", category: "Necklace" }),
  jewelryItem({ _id: "chain", name: "Everyday Box Chain", category: "Chain", metal: "Silver" }),
];

async function openPalette() {
  fakeApi(byPath({ "/api/jewelry": json(items) }));
  renderInAdmin([{ path: "*", element: <Screen /> }], "/admin");
  await userEvent.click(screen.getByRole("button", { name: "Open palette" }));
  const palette = await screen.findByRole("dialog", { name: "Command palette" });
  await within(palette).findByRole("option", { name: /Everyday Box Chain/ });
  return palette;
}

describe("CommandPalette", () => {
  it("opens with the search box ready, narrows by every typed word, and goes to the chosen match", async () => {
    const palette = await openPalette();
    const search = within(palette).getByRole("combobox", { name: "Command palette" });
    expect(document.activeElement).toBe(search);

    await userEvent.type(search, "chain silver");
    expect(
      within(palette)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Everyday Box ChainChain · Silver"]);

    await userEvent.clear(search);
    await userEvent.type(search, "settings");
    const options = within(palette).getAllByRole("option");
    expect(options.map((option) => [option.textContent, option.getAttribute("aria-selected")])).toEqual([
      ["SEO Settings", "true"],
      ["Account Settings", "false"],
    ]);
    await userEvent.keyboard("{ArrowDown}");
    expect(options[1]?.getAttribute("aria-selected")).toBe("true");
    expect(search.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    await userEvent.keyboard("{Enter}");

    expect(screen.getByRole("status", { name: "Address" }).textContent).toBe("/admin/settings/account");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says so when nothing matches", async () => {
    const palette = await openPalette();
    await userEvent.type(within(palette).getByRole("combobox"), "tiara");
    expect(within(palette).queryAllByRole("option")).toEqual([]);
    expect(palette.textContent).toContain("No matches.");
  });
});
