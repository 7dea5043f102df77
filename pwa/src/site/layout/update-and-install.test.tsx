import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateServerHtml, renderAsServer } from "../../shared/testing/server-render";

const workbox = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => {}),
  };
});

vi.mock("workbox-window", () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
  },
}));

describe("a new version of the site", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("is offered with a Reload button, and the new worker takes over only when the visitor asks", async () => {
    vi.stubEnv("DEV", false);
    vi.stubGlobal("navigator", {
      ...navigator,
      // The version the page runs under controls it.
      serviceWorker: { controller: {} },
    });
    const { registerServiceWorker } = await import("../../data/sync/service-worker-registration");
    const { UpdatePrompt } = await import("./update-prompt");
    await registerServiceWorker();
    render(<UpdatePrompt />);
    expect(screen.queryByText("A new version of the site is available.")).toBeNull();
    act(() => workbox.listeners.get("waiting")?.());
    expect(screen.getByText("A new version of the site is available.")).toBeTruthy();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(workbox.listeners.has("controlling")).toBe(true);
  });
});

describe("the install button", () => {
  const installOffer = (prompt = vi.fn(async () => {})) =>
    Object.assign(new Event("beforeinstallprompt"), {
      prompt,
      userChoice: Promise.resolve({ outcome: "accepted" as const }),
    });

  it("appears only once the browser offers installation, and opens the browser's dialog", async () => {
    const { InstallButton } = await import("./install-button");
    render(<InstallButton />);
    expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
    const prompt = vi.fn(async () => {});
    act(() => {
      window.dispatchEvent(installOffer(prompt));
    });
    await userEvent.click(await screen.findByRole("button", { name: "Install app" }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
  });

  it("appears after hydration when the browser offered installation before it", async () => {
    const { InstallButton } = await import("./install-button");
    const html = await renderAsServer(<InstallButton />);
    window.dispatchEvent(installOffer());
    const { onRecoverableError } = hydrateServerHtml(html, <InstallButton />);
    expect(await screen.findByRole("button", { name: "Install app" })).toBeTruthy();
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event("appinstalled"));
    });
    expect(screen.queryByRole("button", { name: "Install app" })).toBeNull();
  });
});
