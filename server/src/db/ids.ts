import { randomBytes } from "node:crypto";

/** 72 random bits in 12 URL-safe characters: short in links, never guessable or sequential. */
export const newId = (): string => randomBytes(9).toString("base64url");
