import type { ShopDatabase } from "./db";

/** The device's database, its code loaded on first use rather than with the page. */
export const deviceDatabase = async (): Promise<ShopDatabase> => (await import("./db")).db;
