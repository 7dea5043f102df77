/**
 * The router, the next largest part of the code the app starts with: a step of the start of its own,
 * so the browser sets it up in a task apart from the app's (see main.tsx).
 */
export { createBrowserRouter, RouterProvider } from "react-router";
