/**
 * Names in the device's database, in a module of their own so that what only names them (a banner,
 * the browser tests) loads none of its code.
 */

/** The database's name: the page opens it; the benches (through devtools) and the browser tests read it. */
export const DEVICE_DATABASE = "shonali-jewellers";

/** The `device` values that say where the device's copy of the catalogue stands (ADR 025). */
export const CATALOGUE_CURSOR = "catalogue.cursor";
export const CATALOGUE_SYNCED_AT = "catalogue.syncedAt";

/** What the admin's reads are kept under in the `queries` table, wiped together when the session ends. */
export const ADMIN_READ_PREFIX = "admin-read";
