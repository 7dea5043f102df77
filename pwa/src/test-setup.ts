import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { db } from "./data/db";

// Unit tests never reach a network: a test that needs answers stubs fetch itself, and restoring
// the globals afterwards lands back here, never on a real connection.
globalThis.fetch = async () => {
  throw new TypeError("Failed to fetch (no network in unit tests)");
};

afterEach(async () => {
  cleanup();
  // A test whose calls could not connect leaves the page believing it is offline; the next starts online.
  window.dispatchEvent(new Event("online"));
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
  sessionStorage.clear();
});
