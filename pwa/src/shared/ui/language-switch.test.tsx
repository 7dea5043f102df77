import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "../../i18n/language-choice";
import { setPageLanguage } from "../../i18n/page-language";
import { renderRoutes } from "../testing/render-routes";
import { renderOnServerAndHydrate } from "../testing/server-render";
import { LanguageSwitch } from "./language-switch";

/** A page in `language` at `address`, its router based as the app's is: "/bn" for Bengali. */
function renderSwitchAt(address: string, language: "en" | "bn") {
  setPageLanguage(language);
  const basename = language === "bn" ? "/bn" : "/";
  const router = createMemoryRouter([{ path: "*", element: <LanguageSwitch /> }], {
    basename,
    initialEntries: [address],
  });
  return <RouterProvider router={router} />;
}

// A click must not leave the test's page: what happens before the browser follows the link is the test.
const stayOnPage = (event: MouseEvent) => event.preventDefault();

describe("the language switch", () => {
  afterEach(() => {
    setPageLanguage("en");
    document.removeEventListener("click", stayOnPage);
    // Long expired: happy-dom still returns a cookie whose Max-Age=0 ends in the current millisecond.
    // biome-ignore lint/suspicious/noDocumentCookie: the same way the switch writes it
    document.cookie = "lang=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
  });

  it("offers বাংলা on an English page: the same page, query and fragment under /bn, in Bengali", async () => {
    await renderOnServerAndHydrate(renderSwitchAt("/jewelry?category=ring#list", "en"));
    const link = screen.getByRole("link", { name: "বাংলা" });
    expect(link.getAttribute("href")).toBe("/bn/jewelry?category=ring#list");
    expect(link.getAttribute("lang")).toBe("bn");
    expect(link.getAttribute("hreflang")).toBe("bn");
  });

  it("offers EN, named English, on a Bengali page, the admin's included", async () => {
    await renderOnServerAndHydrate(renderSwitchAt("/bn/admin/jewelry?q=bala", "bn"));
    const link = screen.getByRole("link", { name: "English" });
    expect(link.textContent).toBe("EN");
    expect(link.getAttribute("href")).toBe("/admin/jewelry?q=bala");
    expect(link.getAttribute("lang")).toBe("en");
    expect(link.getAttribute("hreflang")).toBe("en");
  });

  it("hydrates the server's link, which cannot know the fragment, and adds it once the page is the app's", async () => {
    const { onRecoverableError } = await renderOnServerAndHydrate(
      renderSwitchAt("/bn/about?ref=wa", "bn"),
      renderSwitchAt("/bn/about?ref=wa#visit", "bn"),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "English" }).getAttribute("href")).toBe("/about?ref=wa#visit");
  });

  it("remembers the choice as it is clicked, before the page in that language is asked for", async () => {
    renderRoutes([{ path: "*", element: <LanguageSwitch /> }], "/gold-rates");
    document.addEventListener("click", stayOnPage);
    await userEvent.click(screen.getByRole("link", { name: "বাংলা" }));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("bn");
    expect(document.cookie).toContain("lang=bn");
  });
});
