import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityEntry } from "#core/schemas/activity";
import type { WebsiteSettings } from "#core/schemas/settings";
import { createTestApp, type TestApp } from "../../testing/test-app";

describe("the zakat calculator's nisab in the website settings", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.login();
  });

  const zakat = async () =>
    ((await (await t.request("/api/website-settings")).json()) as WebsiteSettings).zakat;
  const save = (body: unknown, auth = token) =>
    t.request("/api/website-settings/zakat", { method: "PUT", token: auth, json: { zakat: body } });

  it("is silver's on a fresh install", async () => {
    expect(await zakat()).toEqual({ nisabStandard: "silver" });
  });

  it("is set to gold's by the owner, served to everyone, and logged", async () => {
    const response = await save({ nisabStandard: "gold" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as WebsiteSettings).zakat).toEqual({ nisabStandard: "gold" });
    expect(await zakat()).toEqual({ nisabStandard: "gold" });
    const [entry] = (await (await t.request("/api/admin/activity", { token })).json()) as ActivityEntry[];
    expect(entry).toMatchObject({
      action: "settings.updated",
      entityId: "zakat",
      entityName: "Zakat Calculator",
    });
  });

  it.each([
    { nisabStandard: "copper" },
    { nisabStandard: "" },
    { nisabStandard: 1 },
    { nisabStandard: null },
  ])("refuses %o with a specific message and keeps what was there", async (body) => {
    const response = await save(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "The nisab must be reckoned by silver or gold",
    );
    expect(await zakat()).toEqual({ nisabStandard: "silver" });
  });

  it("keeps its standard when a client leaves it out", async () => {
    await save({ nisabStandard: "gold" });
    expect((await save({})).status).toBe(200);
    expect(await zakat()).toEqual({ nisabStandard: "gold" });
  });

  it("is never changed without a valid session", async () => {
    expect((await save({ nisabStandard: "gold" }, "not-a-token")).status).toBe(401);
    expect(await zakat()).toEqual({ nisabStandard: "silver" });
  });
});
