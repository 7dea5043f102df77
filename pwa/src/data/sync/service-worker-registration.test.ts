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
  void module.whenServiceWorkerControls().then(() => {
    settled = true;
  });
  const hasSettled = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return settled;
  };
  return { hasSettled };
}

/** A browser's service workers: `active` for a worker already active when the page opened (a hard reload). */
const serviceWorkerContainer = (controller: object | null, { active = false } = {}) => {
  const controllerChanges = new EventTarget();
  return {
    controller,
    getRegistration: async () => (active ? { active: {} } : undefined),
    addEventListener: controllerChanges.addEventListener.bind(controllerChanges),
    /** The new worker claims the page. */
    claim: () => controllerChanges.dispatchEvent(new Event("controllerchange")),
  };
};

describe("when a service worker controls the page", () => {
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

  it("waits on a first visit until the new worker has claimed the page", async () => {
    const container = serviceWorkerContainer(null);
    const { hasSettled } = await registered(container);
    expect(await hasSettled()).toBe(false);
    container.claim();
    expect(await hasSettled()).toBe(true);
  });

  it("is at once on a hard reload, where an active worker leaves the page alone", async () => {
    const { hasSettled } = await registered(serviceWorkerContainer(null, { active: true }));
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
