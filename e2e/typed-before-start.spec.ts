import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import type { ContactMessage } from "#core/schemas/contact-message";
import { calculators as bnCalculators } from "../pwa/src/i18n/bn/calculators";
import { contact as bnContact } from "../pwa/src/i18n/bn/contact";
import { rates as bnRates } from "../pwa/src/i18n/bn/rates";
import { calculators as enCalculators } from "../pwa/src/i18n/en/calculators";
import { contact as enContact } from "../pwa/src/i18n/en/contact";
import { rates as enRates } from "../pwa/src/i18n/en/rates";
import { expect, test } from "./fixtures";

const TEXTS = {
  en: { ...enContact, ...enCalculators, ...enRates },
  bn: { ...bnContact, ...bnCalculators, ...bnRates },
};
type Language = keyof typeof TEXTS;
type Key = keyof (typeof TEXTS)["en"];

/** How long the app's code is held back, and how much slower than this machine the phone is. */
const HOLD_MS = 3000;
const CPU_SLOWDOWN = 4;

/**
 * Holds the page's code back for `ms` once the server's HTML has arrived, as a slow connection
 * would, and for as long as the visitor is still typing (`window.typed()` says they are done): on a
 * machine too busy to type within `ms` the test would otherwise prove nothing. In the page rather
 * than by routing the request: the second pass is offline, where the service worker answers from
 * its cache and no request reaches Playwright's routes. The parser hands each script element to
 * mutation observers before it runs it (the HTML standard's microtask checkpoint at `</script>`),
 * so the entry is renamed to a type that never runs, then added again, unchanged, when released.
 */
function holdAppCode(ms: number) {
  const typed = new Promise((resolve) => Object.assign(window, { typed: resolve }));
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement) || node.type !== "module" || !node.src) continue;
      observer.disconnect();
      node.type = "held-back";
      void Promise.all([typed, new Promise((resolve) => setTimeout(resolve, ms))]).then(() => {
        const script = document.createElement("script");
        script.type = "module";
        script.crossOrigin = node.crossOrigin;
        script.src = node.src;
        document.head.append(script);
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** A field the visitor fills, found by its label inside the section (region) named `region`. */
interface Typed {
  region: Key;
  label: Key;
  value: string;
  /** For a drop-down: the label of the option picked. */
  option?: Key;
}

const CONTACT: Typed[] = [
  { region: "contact.form.title", label: "contact.form.firstName", value: "Nusrat" },
  { region: "contact.form.title", label: "contact.form.lastName", value: "Jahan" },
  { region: "contact.form.title", label: "contact.form.phone", value: "+880 1711-555123" },
  { region: "contact.form.title", label: "contact.form.message", value: "A bridal set, please call" },
];

const CALCULATOR: Typed[] = [
  { region: "calculators.list.title", label: "calculators.list.name", value: "Bala" },
  { region: "calculators.list.title", label: "calculators.unit.vori", value: "2" },
  {
    region: "rates.estimator.title",
    label: "rates.estimator.metal",
    value: "silver",
    option: "rates.estimator.metal.silver",
  },
  {
    region: "rates.estimator.title",
    label: "rates.estimator.grade",
    value: "18K",
    option: "rates.estimator.grade.18K",
  },
  { region: "rates.estimator.title", label: "rates.estimator.ownWeight", value: "5.5" },
  { region: "calculators.fromGrams.title", label: "calculators.unit.grams", value: "11.664" },
  { region: "calculators.toGrams.title", label: "calculators.unit.vori", value: "1" },
  { region: "calculators.toGrams.title", label: "calculators.unit.ana", value: "12" },
];

/** The enhanced calculator's form, opened from its "Add Product" disclosure before the app starts. */
const ENHANCED: Typed[] = [
  { region: "calculators.enhanced.listTitle", label: "calculators.list.name", value: "Tikli" },
  { region: "calculators.enhanced.listTitle", label: "calculators.unit.vori", value: "1" },
  { region: "calculators.enhanced.listTitle", label: "calculators.unit.ana", value: "-3" },
];

function fieldsOf(page: Page, language: Language) {
  const text = (key: Key) => TEXTS[language][key];
  const region = (key: Key) => page.getByRole("region", { name: text(key), exact: true });
  return {
    text,
    region,
    field: ({ region: inRegion, label }: Typed): Locator =>
      region(inRegion).getByLabel(text(label), { exact: true }),
  };
}

/**
 * Opens `path` with the app's code held back, opens the disclosure named `opening` if any, fills
 * `fields` as soon as the server's form is on screen (the caret left inside the last one, two
 * characters selected), and waits for the app to start: every value, the focus and the selection
 * must still be there.
 */
async function typeBeforeStart(page: Page, language: Language, path: string, fields: Typed[], opening?: Key) {
  const { text, field } = fieldsOf(page, language);
  await page.goto(path, { waitUntil: "commit" });
  if (opening) await page.getByText(text(opening), { exact: true }).click();
  for (const typed of fields) {
    if (typed.option) await field(typed).selectOption({ label: text(typed.option) });
    else await field(typed).fill(typed.value);
  }
  const last = fields.at(-1);
  if (!last) throw new Error("no field to type into");
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Shift+ArrowLeft");
  // Otherwise the test proves nothing: all of it was typed into the server's HTML alone.
  expect(await page.locator("html[data-started]").count()).toBe(0);
  await page.evaluate(() => (window as unknown as { typed: () => void }).typed());

  await page.locator("html[data-started]").waitFor({ state: "attached", timeout: 20_000 });
  for (const typed of fields) await expect(field(typed)).toHaveValue(typed.value);
  await expect(field(last)).toBeFocused();
  const end = last.value.length;
  expect(
    await field(last).evaluate((input: HTMLInputElement) => [
      input.selectionStart,
      input.selectionEnd,
      input.selectionDirection,
    ]),
  ).toEqual([end - 2, end, "backward"]);
}

/** The messages in the admin inbox with this text. */
async function inboxed(request: APIRequestContext, token: string, text: string): Promise<number> {
  const response = await request.get("/api/contact-messages", {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as ContactMessage[]).filter((message) => message.message === text).length;
}

/** A first visit online, until the service worker controls the site and keeps the pages opened from then on. */
async function firstVisit(context: BrowserContext, home: string) {
  const page = await context.newPage();
  await page.goto(home);
  await page.locator("html[data-started]").waitFor({ state: "attached" });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  return page;
}

test.describe.configure({ mode: "parallel" });

for (const language of ["en", "bn"] as const) {
  const prefix = language === "bn" ? "/bn" : "";
  test(`${language}: what a visitor types before the site has started is kept, online and offline`, async ({
    context,
    request,
    adminToken,
  }) => {
    test.setTimeout(150_000);
    const page = await firstVisit(context, `${prefix}/`);
    await page.addInitScript(holdAppCode, HOLD_MS);
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const { text, region, field } = fieldsOf(page, language);

    for (const online of [true, false]) {
      await context.setOffline(!online);
      const message = `${online ? "Online" : "Offline"} ${language} ${Date.now()}`;
      const contact = CONTACT.map((typed) =>
        typed.label === "contact.form.message" ? { ...typed, value: message } : typed,
      );
      await typeBeforeStart(page, language, `${prefix}/contact`, contact);
      await region("contact.form.title")
        .getByRole("button", { name: text("contact.form.submit") })
        .click();
      if (online) await expect.poll(() => inboxed(request, adminToken, message)).toBe(1);
      else await expect(page.getByText(text("contact.form.queued"))).toBeVisible();

      await typeBeforeStart(page, language, `${prefix}/gold-calculator`, CALCULATOR);
      // Each form works on what was typed: a conversion of nothing would show 0 and empty the fields.
      await region("calculators.toGrams.title")
        .getByRole("button", { name: text("calculators.toGrams.button") })
        .click();
      await expect(region("calculators.toGrams.title").getByText(/20\.4120|২০\.৪১২০/)).toBeVisible();
      await region("calculators.fromGrams.title")
        .getByRole("button", { name: text("calculators.fromGrams.button") })
        .click();
      await expect(region("calculators.fromGrams.title").getByText(/11\.6640|১১\.৬৬৪০/)).toBeVisible();
      await region("calculators.list.title")
        .getByRole("button", { name: text("calculators.list.add") })
        .click();
      // One row for each pass: the list is kept for the tab.
      await expect(region("calculators.list.title").getByRole("row", { name: /Bala/ })).toHaveCount(
        online ? 1 : 2,
      );
      // The estimator drawn again for the new conversion still has the metal, grade and weight picked.
      for (const typed of CALCULATOR.filter((typed) => typed.region === "rates.estimator.title"))
        await expect(field(typed)).toHaveValue(typed.value);

      await typeBeforeStart(
        page,
        language,
        `${prefix}/gold-calculator-enhanced`,
        ENHANCED,
        "calculators.enhanced.add",
      );
      await region("calculators.enhanced.listTitle")
        .getByRole("button", { name: text("calculators.enhanced.confirm") })
        .click();
      await expect(region("calculators.enhanced.listTitle").getByRole("row", { name: /Tikli/ })).toHaveCount(
        online ? 1 : 2,
      );
    }
  });
}
