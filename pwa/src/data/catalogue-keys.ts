/** The `device` values that say where the device's copy of the catalogue stands (ADR 025). */
export const CATALOGUE_CURSOR = "catalogue.cursor";
export const CATALOGUE_SYNCED_AT = "catalogue.syncedAt";
