import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { loadTrademark } from "./load-trademark";

afterEach(unmountAndRestoreFetch);

describe("the report's trademark", () => {
  it.each([
    [
      "/uploads/0123456789abcdef0123456789abcdef/1600x960-8a6420.jpg",
      "/uploads/0123456789abcdef0123456789abcdef/320.jpg",
    ],
    [
      "/uploads/0123456789abcdef0123456789abcdef/200x120-8a6420.jpg",
      "/uploads/0123456789abcdef0123456789abcdef/200.jpg",
    ],
    ["/images/trademark.svg", "/images/trademark.svg"],
  ])("for %s is read from %s", async (setting, file) => {
    const requests = fakeApi(() => ({ status: 404 }));
    expect(await loadTrademark(setting)).toBeNull();
    expect(requests.map((request) => request.path)).toEqual([file]);
  });
});
