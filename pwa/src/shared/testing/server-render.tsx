import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";

// What a browser has and a server does not: reading any of them while rendering fails on the server.
const BROWSER_ONLY = ["window", "document", "location", "localStorage", "sessionStorage"] as const;

/** Runs `work` as on the server: with none of the browser's globals there while it runs. */
export async function asOnServer<T>(work: () => T | Promise<T>): Promise<T> {
  const saved = BROWSER_ONLY.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  for (const name of BROWSER_ONLY)
    Object.defineProperty(globalThis, name, { value: undefined, configurable: true });
  try {
    return await work();
  } finally {
    for (const [name, descriptor] of saved)
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
  }
}

/** The HTML the server would send for `ui`. */
export const renderAsServer = (ui: ReactElement): Promise<string> => asOnServer(() => renderToString(ui));

/**
 * Puts the server's `html` in the page and hydrates it with `ui`. `onRecoverableError` is called
 * when the first render in the browser differs from that HTML.
 */
export function hydrateServerHtml(html: string, ui: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return hydrateInPage(container, ui);
}

/** Hydrates with `ui` the server's HTML in `container`, as the visitor may have changed it meanwhile. */
export function hydrateInPage(container: HTMLElement, ui: ReactElement) {
  const onRecoverableError = vi.fn();
  return { onRecoverableError, ...render(ui, { container, hydrate: true, onRecoverableError }) };
}

/**
 * Renders `server` as the server would and hydrates its HTML with `client`: the same tree unless
 * the browser knows more, such as history state.
 */
export const renderOnServerAndHydrate = async (server: ReactElement, client: ReactElement = server) =>
  hydrateServerHtml(await renderAsServer(server), client);
