import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { db } from "./data/db";

// Unit tests never reach a network: a test that needs answers stubs fetch itself.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("Failed to fetch (no network in unit tests)");
    }),
  );
});

afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
});
