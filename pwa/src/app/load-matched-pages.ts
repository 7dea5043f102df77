import { matchRoutes, type RouteObject } from "react-router";

/**
 * Loads the code of the pages matching `location` into their routes, so the first render is the
 * whole page, as the server rendered it, rather than waiting for the code.
 */
export async function loadMatchedPages(
  routes: RouteObject[],
  location: string | Partial<Location>,
  basename?: string,
): Promise<RouteObject[]> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return matches.map(({ route }) => route);
}
