import initial from "./0001-initial";

/** Applied in order; a migration, once released, is never edited: add the next number instead. */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: "initial", sql: initial },
];
