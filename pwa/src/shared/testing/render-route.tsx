import { render } from "@testing-library/react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";

/** Renders `routes` in a memory router opened at `entry`, by default the first route's path. */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry = routes[0]?.path ?? "/") {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  return { router, ...render(<RouterProvider router={router} />) };
}
