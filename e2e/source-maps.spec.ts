import { expect, test } from "./fixtures";

test("the site's scripts come without source maps, and no map can be fetched", async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  await page.goto("/");
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  scripts.add(new URL("/sw.js", page.url()).href);

  expect(scripts.size).toBeGreaterThan(1);
  for (const url of scripts) {
    const script = await request.get(url);
    expect(script.status(), url).toBe(200);
    expect((await script.text()).includes("sourceMappingURL"), `${url} names a source map`).toBe(false);
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});
