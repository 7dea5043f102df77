import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../testing/test-app";

// Counts how many password checks run at the same moment, around the real scrypt.
const checks = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock("../../auth/passwords", async (original) => {
  const real = await original<typeof import("../../auth/passwords")>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      checks.running += 1;
      checks.most = Math.max(checks.most, checks.running);
      try {
        return await real.verifyPassword(password, stored);
      } finally {
        checks.running -= 1;
      }
    },
  };
});

describe("password checks under a burst of logins", () => {
  it("run one at a time, whatever the number of addresses sending them", async () => {
    const t = await createTestApp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request("/api/admin/login", {
          method: "POST",
          json: { username: `user${i}`, password: "nope-nope" },
          address: `198.51.100.${i}`,
        }),
      ),
    );
    expect(checks.most).toBe(1);
    const busy = responses.filter((response) => response.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(responses.every((response) => [401, 429].includes(response.status))).toBe(true);
    for (const response of busy) {
      expect(response.headers.get("retry-after")).toBe("1");
      expect(await response.json()).toEqual({
        error: "The server is busy checking other sign-ins. Please try again in a moment.",
        code: "passwordChecksBusy",
      });
    }
  });
});
