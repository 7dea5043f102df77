/**
 * The query cache every public read goes through: a step of the start of its own, so the browser sets
 * it up in a task apart from the app's (see main.tsx).
 */
export { QueryClient } from "@tanstack/react-query";
