/**
 * React's DOM renderer, most of the code the app starts with: a step of the start of its own, so
 * the browser runs it in a task apart from the app's (see main.tsx).
 */
export { createRoot, hydrateRoot } from "react-dom/client";
