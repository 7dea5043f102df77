import { type RenderOptions, render } from "@testing-library/react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";

/**
 * Renders `routes` in a memory router opened at `entry`, by default the first route's path; an app
 * passes its providers as `options.wrapper`.
 */
export function renderRoutes(
  routes: RouteObject[],
  entry: InitialEntry = routes[0]?.path ?? "/",
  options: Pick<RenderOptions, "wrapper"> = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  return { router, ...render(<RouterProvider router={router} />, options) };
}
