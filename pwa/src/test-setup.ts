import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { db } from "./data/db";

afterEach(async () => {
  cleanup();
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
});
