import { afterEach, describe, expect, it, vi } from "vitest";

const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  register: vi.fn(async () => {}),
}));

vi.mock("workbox-window", () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
  },
}));

/** A fresh copy of the module, and whether its promise has settled by the time tasks queued now have run. */
async function registered(serviceWorker: object | undefined) {
  vi.resetModules();
  vi.stubEnv("DEV", false);
  const { serviceWorker: _, ...rest } = navigator as Navigator & { serviceWorker?: unknown };
  vi.stubGlobal("navigator", serviceWorker ? { ...rest, serviceWorker } : rest);
  const module = await import("./service-worker-registration");
  await module.registerServiceWorker();
  let settled = false;
  void module.whenServiceWorkerActive().then(() => {
    settled = true;
  });
  const hasSettled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return settled;
  };
  return { hasSettled };
}

const serviceWorkerContainer = (controller: object | null) => {
  let activate: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    activate = resolve;
  });
  return { controller, ready, activate };
};

describe("when the service worker is active", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    workbox.listeners.clear();
    workbox.register.mockImplementation(async () => {});
  });

  it("is at once on a visit the worker already controls", async () => {
    const { hasSettled } = await registered(serviceWorkerContainer({}));
    expect(await hasSettled()).toBe(true);
  });

  it("waits until a worker is active: on a first visit its install, on a hard reload (no controller) not at all long", async () => {
    const container = serviceWorkerContainer(null);
    const { hasSettled } = await registered(container);
    expect(await hasSettled()).toBe(false);
    container.activate();
    expect(await hasSettled()).toBe(true);
  });

  it("is at once where the browser has no service workers", async () => {
    const { hasSettled } = await registered(undefined);
    expect(await hasSettled()).toBe(true);
  });

  it("stops waiting when the browser refuses the worker or its install fails", async () => {
    workbox.register.mockImplementation(async () => {
      throw new Error("refused");
    });
    expect(await (await registered(serviceWorkerContainer(null))).hasSettled()).toBe(true);

    workbox.register.mockImplementation(async () => {});
    const installing = await registered(serviceWorkerContainer(null));
    expect(await installing.hasSettled()).toBe(false);
    workbox.listeners.get("redundant")?.();
    expect(await installing.hasSettled()).toBe(true);
  });
});
