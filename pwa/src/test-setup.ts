import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { browserPublicQueries } from "./data/api/public-reads";
import { db } from "./data/device/db";
import { deviceDatabase } from "./data/device/device-database";

// Unit tests never reach a network: a test that needs answers stubs fetch itself, and restoring
// the globals afterwards lands back here, never on a real connection.
globalThis.fetch = async () => {
  throw new TypeError("Failed to fetch (no network in unit tests)");
};

// The suite runs a file per core, so a screen a test waits for can take longer than the library's
// one second to come on a busy machine without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// As the app does when it starts: what follows the device's copy sees it open.
void deviceDatabase();

afterEach(async () => {
  cleanup();
  // A test whose calls could not connect leaves the page believing it is offline; the next starts online.
  window.dispatchEvent(new Event("online"));
  // Each test starts with no reads in memory, as a page load does.
  browserPublicQueries().clear();
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
  sessionStorage.clear();
});
