import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "#core/language";
import type { RateDisplaySettings } from "#core/schemas/settings";
import { loadSiteMessages } from "../../../i18n/load-messages";
import { useDisplayLanguage } from "./use-display-language";

const render = (home: Language, settings: RateDisplaySettings) =>
  renderHook(({ settings }) => useDisplayLanguage(home, settings), { initialProps: { settings } });

/** Lets the other language's words finish loading, so switching starts. */
const loaded = () => act(async () => {});

// Loaded once here, so each test's switch starts as soon as its promise settles.
beforeAll(() => loadSiteMessages("bn"));
beforeEach(() => vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] }));
afterEach(() => vi.useRealTimers());

describe("useDisplayLanguage", () => {
  it("stays in the address's language while the owner has switching off", async () => {
    const { result } = render("bn", { switchLanguages: false, switchSeconds: 5 });
    await loaded();
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe("bn");
  });

  it("shows each language in turn for the seconds set, starting with the address's", async () => {
    const { result } = render("en", { switchLanguages: true, switchSeconds: 8 });
    await loaded();
    const seen: Language[] = [result.current];
    for (let step = 0; step < 4; step++) {
      act(() => vi.advanceTimersByTime(8_000));
      seen.push(result.current);
    }
    expect(seen).toEqual(["en", "bn", "en", "bn", "en"]);
    act(() => vi.advanceTimersByTime(7_999));
    expect(result.current).toBe("en");
  });

  it("goes back to the address's language, and keeps it, once the owner turns switching off", async () => {
    const { result, rerender } = render("bn", { switchLanguages: true, switchSeconds: 5 });
    await loaded();
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe("en");

    rerender({ settings: { switchLanguages: false, switchSeconds: 5 } });
    expect(result.current).toBe("bn");
    expect(vi.getTimerCount()).toBe(0);
  });
});
