import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { ADMIN_SCREENS as SIDEBAR } from "../pwa/src/admin/shell/admin-nav";
import { expect, test } from "./fixtures";
import { screenFitProblems } from "./screen-edges";

/**
 * What the owner sees of each admin screen, checked on the screen rather than in the DOM: nothing
 * scrolls sideways, the window itself never scrolls (the shell's main column does), the screen's
 * title is not under a bar, its content has most of a phone's screen, and no text (a button's
 * included) falls below 4.5:1 contrast, with each dialog and menu the screen offers open too. In
 * Bengali at the desktop width, every axe rule holds and the text fits.
 */
export const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 800 },
] as const;

/** Every admin screen by its address, without the language's prefix: the sidebar's, and a new piece's editor. */
export const ADMIN_SCREENS = SIDEBAR.flatMap(({ to }) =>
  to === "/admin/jewelry" ? [to, `${to}/new`] : [to],
);

/** Runs in the page: what is wrong with the frame of the screen as it stands. */
function frameProblems(minimumShare: number): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push(`scrolls sideways (${root.scrollWidth} px of content in ${root.clientWidth} px)`);
  if (root.scrollHeight > window.innerHeight + 1)
    problems.push(`the window scrolls (${root.scrollHeight} px tall in a ${window.innerHeight} px window)`);
  const main = document.querySelector("main");
  const title = main?.querySelector("h1");
  if (!main || !title) return [...problems, "no <main> with an <h1>"];
  if (main.scrollWidth > main.clientWidth + 1)
    problems.push(
      `the screen scrolls sideways (${main.scrollWidth} px of content in ${main.clientWidth} px)`,
    );
  const box = title.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
  if (!hit || !title.contains(hit)) {
    const what = hit
      ? `<${hit.tagName.toLowerCase()} class="${hit.getAttribute("class") ?? ""}">`
      : "nothing";
    problems.push(`the title "${title.textContent}" is under ${what}`);
  }
  for (const table of main.querySelectorAll("table")) {
    if (!table.checkVisibility()) continue;
    let clip = table.parentElement;
    while (clip && getComputedStyle(clip).overflowX === "visible") clip = clip.parentElement;
    const room = Math.min(clip?.clientWidth ?? Number.POSITIVE_INFINITY, root.clientWidth);
    if (table.scrollWidth > room + 1)
      problems.push(
        `the table "${table.getAttribute("aria-label")}" is cut off: ${table.scrollWidth} px in ${room} px`,
      );
  }
  const shown = main.getBoundingClientRect();
  const share = (Math.min(shown.bottom, window.innerHeight) - Math.max(shown.top, 0)) / window.innerHeight;
  if (share < minimumShare)
    problems.push(`the screen's own content has ${Math.round(share * 100)}% of the first screen`);
  return problems;
}

/**
 * Runs in the page: each visible button and link whose text is below 4.5:1 against what it sits on.
 * Axe leaves text in a modal dialog "to review" (it cannot tell the backdrop apart), which is where
 * a white button on a white dialog hid; this reads the colours itself, the surface being the first
 * opaque background among the element and its ancestors.
 */
function unreadableControls(): string[] {
  const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const surface = (element: Element): number[] => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const [r = 255, g = 255, b = 255, alpha = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (alpha >= 0.95) return [r, g, b];
    }
    return [255, 255, 255];
  };
  const found: string[] = [];
  for (const element of document.querySelectorAll("button, a")) {
    const text = (element.textContent ?? "").trim();
    if (!text || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if ((element as HTMLButtonElement).disabled) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue;
    const ink = luminance(rgb(getComputedStyle(element).color));
    const paper = luminance(surface(element));
    const ratio = (Math.max(ink, paper) + 0.05) / (Math.min(ink, paper) + 0.05);
    if (ratio < 4.5) found.push(`"${text.slice(0, 30)}" is ${ratio.toFixed(2)}:1 against its surface`);
  }
  return found;
}

/** Runs in the page: each shortcut key or key combination shown on the screen, which a phone has no use for. */
function keyboardHints(): string[] {
  const shown = (element: Element | null) => element?.checkVisibility({ visibilityProperty: true }) ?? false;
  const hints = [...document.querySelectorAll("kbd, .adm-kbd")]
    .filter(shown)
    .map((key) => key.textContent ?? "");
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (/\b(Ctrl|Alt|Shift)\+/.test(node.textContent ?? "") && shown(node.parentElement))
      hints.push(node.textContent ?? "");
  return hints.map((hint) => `a keyboard hint shows: "${hint.trim().slice(0, 40)}"`);
}

/** Text below its contrast threshold as it stands (dialogs open included): axe's check and our own. */
async function contrastProblems(page: Page, state: string): Promise<string[]> {
  return axeProblems(page, state, "contrast");
}

/** What axe finds (its contrast rule alone, or every rule), and every control below 4.5:1 by our own reading. */
async function axeProblems(page: Page, state: string, rules: "contrast" | "all"): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (rules === "contrast" ? axe.withRules(["color-contrast"]) : axe).analyze();
  return [
    ...results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${state}: ${violation.id}: ${node.target.join(" ")}: ${node.failureSummary?.split("\n")[1]}`,
      ),
    ),
    ...(await page.evaluate(unreadableControls)).map((problem) => `${state}: ${problem}`),
  ];
}

/** A visitor's message, so the inbox has one to open (its Delete asks first). */
async function sendAMessage(request: APIRequestContext): Promise<void> {
  const data = {
    firstName: "Nasrin",
    lastName: "Akter",
    phone: "01711-234567",
    message: "Is the bridal set in stock?",
  };
  const response = await request.post("/api/contact-messages", { data });
  expect(response.status()).toBe(201);
}

/** Waits for the screen's title and its data, so the check sees what the owner would. */
export async function settled(page: Page) {
  await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("main").getByText(/Loading|লোড হচ্ছে/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Each admin screen at each width in `language`, with its screenshot kept with the results; every
 * dialog and menu is opened where the screen has one. Returns every problem found.
 */
async function lookAtEveryScreen(
  page: Page,
  language: "en" | "bn",
  size: (typeof WIDTHS)[number],
  testInfo: TestInfo,
): Promise<string[]> {
  const prefix = language === "bn" ? "/bn" : "";
  const problems: string[] = [];
  await page.setViewportSize({ width: size.width, height: size.height });
  for (const screen of ADMIN_SCREENS) {
    const where = `${prefix}${screen} at ${size.width} px`;
    await page.goto(`${prefix}${screen}`);
    await settled(page);
    // A screen that opens on a form of its own shows that form, not what it sits beside.
    if (screen.endsWith("/new"))
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first(), where).toBeInViewport();
    const share = size.name === "phone" ? 0.6 : 0;
    for (const problem of await page.evaluate(frameProblems, share)) problems.push(`${where}: ${problem}`);
    if (size.name === "phone")
      for (const problem of await page.evaluate(keyboardHints)) problems.push(`${where}: ${problem}`);
    expect(await page.locator("html").getAttribute("lang"), where).toBe(language);
    // The Bengali walk at the desktop width also runs every axe rule and checks the text fits:
    // Bengali's taller letters show a cut-off first.
    const fullCheck = language === "bn" && size.name === "desktop";
    problems.push(...(await axeProblems(page, where, fullCheck ? "all" : "contrast")));
    if (fullCheck) problems.push(...(await screenFitProblems(page, where, { cards: false })));
    const shot = testInfo.outputPath(`${language}-${size.width}${screen.replace(/\W+/g, "-")}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(path.basename(shot), { path: shot, contentType: "image/png" });
    problems.push(...(await openEachDialog(page, screen, where, size.name)));
  }
  return problems;
}

/** Opens what the screen can show over itself, checks each as it stands, and closes it again. */
async function openEachDialog(page: Page, screen: string, where: string, size: "phone" | "desktop") {
  const problems: string[] = [];
  const check = async (state: string) => {
    problems.push(...(await contrastProblems(page, `${where}, ${state}`)));
  };
  /** Checks the dialog open now, with every axe rule, then answers it with its first button: Cancel, or Stay. */
  const checkDialog = async (state: string) => {
    const dialog = page.getByRole("dialog");
    await expect(dialog, `${where}, ${state}`).toBeVisible();
    problems.push(...(await axeProblems(page, `${where}, ${state}`, "all")));
    await dialog.getByRole("button").first().click();
    await expect(dialog).toBeHidden();
  };
  if (size === "phone") {
    const menu = page.getByRole("button", { name: /^(Menu|মেনু)$/ });
    await menu.click();
    await expect(page.getByRole("navigation", { name: /Admin sections|অ্যাডমিনের বিভাগ/ })).toBeVisible();
    await check("the menu open");
    await page.getByRole("button", { name: /^(Close menu|মেনু বন্ধ করুন)$/ }).click();
  } else if (screen === "/admin") {
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog")).toBeVisible();
    await check("the palette open");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Shift+Slash");
    await expect(page.getByRole("dialog")).toBeVisible();
    await check("the shortcuts open");
    await page.keyboard.press("Escape");
  }
  if (screen === "/admin/settings/messages") {
    // The message the walk sent: opened, it is on screen with its one-tap call, and its Delete asks first.
    await page.getByRole("table").getByText("Is the bridal set in stock?").first().click();
    const message = page.getByRole("region", { name: /Nasrin Akter/ });
    await expect(message.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(message.getByRole("link", { name: /^(Call|ফোন করুন)/ })).toBeInViewport();
    for (const problem of await page.evaluate(frameProblems, 0))
      problems.push(`${where}, a message open: ${problem}`);
    await check("a message open");
    await message.getByRole("button", { name: /^(Delete|মুছুন)$/ }).click();
    await checkDialog("the delete question open");
  }
  if (screen === "/admin/jewelry") {
    // A piece's own Delete asks first: the question and both its answers must be readable.
    await page.getByRole("row").nth(1).getByRole("button").last().click();
    await checkDialog("the delete question open");
  }
  if (screen === "/admin/rates") {
    // A slipped digit asks "Publish anyway"; a board's Withdraw asks first. Neither is answered yes.
    const price = page.getByRole("main").getByRole("group").first().getByRole("textbox").first();
    const typed = await price.inputValue();
    await price.fill("99999");
    await page.getByRole("button", { name: /^(Publish|প্রকাশ করুন)$/ }).click();
    await checkDialog("the publish-anyway question open");
    await price.fill(typed);
    await page
      .getByRole("button", { name: /^(Withdraw the board|.*প্রত্যাহার করুন$)/ })
      .first()
      .click();
    await checkDialog("the withdraw question open");
  }
  if (screen === "/admin/settings/home-page") {
    // Leaving with changes unsaved asks first; the owner stays, and the change is taken back.
    const field = page.getByRole("main").getByRole("textbox").first();
    // Typed once the settings have arrived, so no late answer takes the change back.
    await page.waitForLoadState("networkidle");
    const typed = await field.inputValue();
    await field.fill(`${typed}!`);
    await expect(page.locator(".adm-dirty")).toBeVisible();
    if (size === "phone") await page.getByRole("button", { name: /^(Menu|মেনু)$/ }).click();
    await page
      .getByRole("navigation", { name: /Admin sections|অ্যাডমিনের বিভাগ/ })
      .getByRole("link", { name: /^(Dashboard|ড্যাশবোর্ড)$/ })
      .click();
    await checkDialog("the unsaved-changes question open");
    // The menu closes as a link in it is followed; staying may leave it so.
    const closeMenu = page.getByRole("button", { name: /^(Close menu|মেনু বন্ধ করুন)$/ });
    if (await closeMenu.isVisible()) await closeMenu.click();
    await field.fill(typed);
  }
  if (screen === "/admin/backups") {
    // Restoring shows what the backup holds and asks for the password: a backup is made if none is kept.
    const restore = page.getByRole("button", { name: /^(Restore the backup of|.*ব্যাকআপ ফিরিয়ে আনুন$)/ });
    if ((await restore.count()) === 0) {
      await page.getByRole("button", { name: /^(Back Up Now|এখনই ব্যাকআপ নিন)$/ }).click();
      await expect(restore.first()).toBeVisible();
    }
    await restore.first().click();
    await expect(page.getByRole("dialog").getByRole("definition").first()).toBeVisible();
    await checkDialog("the restore dialog open");
  }
  return problems;
}

/**
 * The tests that look at every admin screen in `language`, one per width; each language's spec
 * file declares its own and runs them in parallel, so the four walks share both workers and none
 * nears its time limit on a busy machine.
 */
export function lookAtTheAdminIn(language: "en" | "bn"): void {
  const name = language === "bn" ? "Bengali" : "English";
  test.describe.configure({ mode: "parallel" });
  for (const size of WIDTHS)
    test(`every admin screen in ${name}, at ${size.width} px, as the owner sees it`, async ({
      page,
      request,
      signInAsAdmin,
    }, testInfo) => {
      test.setTimeout(180_000);
      await sendAMessage(request);
      await signInAsAdmin();
      const problems = await lookAtEveryScreen(page, language, size, testInfo);
      expect(problems, "what the owner would see wrong").toEqual([]);
    });
}
