import path from "node:path";
import { fileURLToPath } from "node:url";

// Both server/src (run with tsx) and server/dist (the bundle) sit two levels below the project root.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const pwaDist = path.join(projectRoot, "pwa", "dist");
/** The PWA's server-render build: the public pages' renderer and the browser build's file manifest. */
export const pwaServerRender = path.join(projectRoot, "pwa", "dist-server");
