import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import type { RateAlertPush } from "#core/schemas/push";
import type { RateAlertSummary } from "#core/schemas/rate-alerts";
import { makePushDevice, startStandInPushService } from "../server/src/testing/stand-in-push-service";

// A visitor's alert of a board scheduled a minute ahead: the shop started as `npm start` starts it,
// except that a push service on this machine stands in for the browser's (the only way to see a
// push arrive here), and stopped and started again on the same data before the board's time.
const root = path.resolve(import.meta.dirname, "..");
const ADMIN = { username: "owner", password: "rate alerts e2e password" };
const SCHEDULE_AHEAD_MS = 60_000;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startShop(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/src/testing/shop-with-local-push.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SAMPLE_DATA: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function stopShop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

test("a visitor's price alert arrives once, after a scheduled board takes effect, across a restart; a board that crosses nothing sends none", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const service = await startStandInPushService();
  const device = makePushDevice(`${service.url}/push/visitor-phone`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-alerts-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let shop = startShop(port, dataDir);
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
    const api = async <T>(pathname: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set("content-type", "application/json");
      if (init.token) headers.set("authorization", `Bearer ${init.token}`);
      const body = init.json === undefined ? undefined : JSON.stringify(init.json);
      const response = await fetch(`${origin}${pathname}`, { ...init, headers, body });
      expect(response.ok, `${pathname} answered ${response.status}`).toBe(true);
      return (await response.json()) as T;
    };
    const token = async () =>
      (await api<{ token: string }>("/api/admin/login", { method: "POST", json: ADMIN })).token;
    const alerts = () =>
      service.received.map((request) => JSON.parse(device.decrypt(request.body)) as RateAlertPush);

    // The visitor's phone: notifications allowed, and its push subscription the stand-in's.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.grantPermissions(["notifications"], { origin });
    // Kept for the tab's life, across a reload, as a browser keeps its subscription.
    await context.addInitScript((subscription) => {
      const fake = {
        endpoint: subscription.endpoint,
        toJSON: () => subscription,
      } as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () =>
        sessionStorage.getItem("subscribed") ? fake : null;
      PushManager.prototype.subscribe = async () => {
        sessionStorage.setItem("subscribed", "yes");
        return fake;
      };
    }, device.subscription);
    // The sample shop, as a newcomer's first visit seeds it.
    await fetch(`${origin}/api/init-sample-data-dev`, { method: "POST" });
    const page = await context.newPage();
    await page.goto(`${origin}/gold-rates`);
    const board = await api<GoldRatesResponse>("/api/gold-rates");
    const gold22 = board.goldPrices.find((entry) => entry.grade === "22K");
    if (!gold22) throw new Error("the sample board has no 22K gold");

    // Alert me when 22K gold goes below a figure just under today's price per vori.
    const threshold = gold22.perVori - 5_000;
    const card = page.getByRole("region", { name: "Rate alerts" });
    await page.locator("html[data-started]").waitFor({ state: "attached" });
    await card.getByText("Set up rate alerts").click();
    await card.getByRole("radio", { name: "When a price crosses a figure" }).check();
    await card.getByRole("textbox", { name: "Price per vori (৳)" }).fill(String(threshold));
    await card.getByRole("button", { name: "Turn on alerts" }).click();
    await expect(
      card.getByText(/Alerts are on in this browser for when 22 Karat Gold goes below/),
    ).toBeVisible();

    // The owner publishes a board for a minute from now, 22K gold well below the visitor's figure.
    const cut = (perGram: number) => perGram - 1_000;
    const prices = {
      gold: Object.fromEntries(board.goldPrices.map((entry) => [entry.grade, cut(entry.perGram)])),
      silver: Object.fromEntries(board.silverPrices.map((entry) => [entry.grade, entry.perGram])),
    };
    const effectiveAt = new Date(Date.now() + SCHEDULE_AHEAD_MS);
    await api("/api/gold-rates", {
      method: "POST",
      token: await token(),
      json: { prices, effectiveAt: effectiveAt.toISOString() },
    });

    // Entered is not in force: nothing yet, and the server stops and starts again before the time.
    await page.waitForTimeout(5_000);
    expect(service.received).toHaveLength(0);
    await stopShop(shop);
    shop = startShop(port, dataDir);
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
    await page.waitForTimeout(Math.max(0, effectiveAt.getTime() - Date.now() - 3_000));
    expect(service.received, "no alert before the board's time").toHaveLength(0);

    await expect.poll(() => service.received.length, { timeout: 30_000 }).toBe(1);
    expect(Date.now()).toBeGreaterThanOrEqual(effectiveAt.getTime());
    const [alert] = alerts();
    expect(alert?.title).toBe(`22 Karat Gold is below ৳${threshold.toLocaleString("en-IN")} a vori`);
    expect(alert?.body).toMatch(/^Now ৳[\d,]+ per vori, down ৳[\d,]+ from the last board\. Effective /);
    expect(alert?.url).toBe("/gold-rates");

    // A board effective now, lower still: it crosses no one's figure (the visitor's was crossed already).
    const ownerToken = await token();
    const summary = () => api<RateAlertSummary>("/api/admin/rate-alerts", { token: ownerToken });
    const roundsBefore = (await summary()).rounds.length;
    const lower = Object.fromEntries(
      Object.entries(prices.gold).map(([grade, price]) => [grade, price - 100]),
    );
    await api("/api/gold-rates", {
      method: "POST",
      token: ownerToken,
      json: { prices: { ...prices, gold: lower } },
    });
    await expect.poll(async () => (await summary()).rounds.length).toBe(roundsBefore + 1);
    expect((await summary()).rounds.slice(0, 2).map((round) => [round.alerted, round.sent])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    await page.waitForTimeout(3_000);
    expect(service.received, "exactly one alert in all").toHaveLength(1);

    // The owner sees the subscriber and what was sent, in the admin.
    const session = await api<{ token: string; admin: unknown }>("/api/admin/login", {
      method: "POST",
      json: ADMIN,
    });
    const admin = await context.newPage();
    await admin.goto(`${origin}/admin/login`);
    await admin.evaluate(
      ([t, a]) => {
        localStorage.setItem("adminToken", t);
        localStorage.setItem("adminData", a);
      },
      [session.token, JSON.stringify(session.admin)] as const,
    );
    await admin.goto(`${origin}/admin/rates`);
    const alertsCard = admin.getByRole("region", { name: "Rate Alerts" });
    await expect(
      alertsCard.getByText(
        "1 browser get rate alerts: 0 for every new board, 1 when a price crosses their figure.",
      ),
    ).toBeVisible();
    await expect(
      alertsCard.getByRole("table", { name: "Alerts sent per board, newest first" }).getByRole("row"),
    ).toHaveCount(roundsBefore + 2);

    // One tap stops them.
    await page.reload();
    await page.locator("html[data-started]").waitFor({ state: "attached" });
    await page.getByRole("region", { name: "Rate alerts" }).getByText("Set up rate alerts").click();
    await page.getByRole("button", { name: "Stop alerts" }).click();
    await expect(page.getByText(/Alerts stopped/)).toBeVisible();
    expect((await summary()).subscribers).toBe(0);
    await context.close();
  } finally {
    await stopShop(shop);
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
