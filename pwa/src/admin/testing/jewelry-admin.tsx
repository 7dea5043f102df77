import type { JewelryItem } from "#core/schemas/jewelry";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { type ApiHandler, fakeApi, json } from "../../data/testing/fake-api";
import { JewelryAdminPage } from "../jewelry/jewelry-admin-page";
import { renderInAdmin } from "./render-in-admin";

export const catalogue: JewelryItem[] = [
  jewelryItem({
    _id: "necklace",
    name: "Rajkonna Bridal Necklace",
    category: "Necklace",
    weight: 48.6,
    featured: true,
  }),
  jewelryItem({ _id: "ring", name: "Classic Solitaire", metal: "Diamond", purity: "18K", weight: 3.1 }),
  jewelryItem({
    _id: "chain",
    name: "Everyday Box Chain",
    category: "Chain",
    metal: "Silver",
    purity: "925",
    weight: 7.5,
  }),
];

/**
 * The jewelry routes of a fake API: GET /api/jewelry answers `items` (kept up to date by the handlers
 * a test adds, keyed "METHOD /path"), the shell's own calls succeed quietly, and every request is
 * recorded; `writes` lists the changes sent, by method, path and body.
 */
export function jewelryApi(items: JewelryItem[], handlers: Record<string, ApiHandler> = {}) {
  const requests = fakeApi((request) => {
    const { method, path } = request;
    const handler = handlers[`${method} ${path}`];
    if (handler) return handler(request);
    if (method === "GET" && path.startsWith("/api/jewelry")) return json(items);
    if (path === "/api/contact-messages") return json([]);
    return json({ error: `no stub for ${method} ${path}` }, 404);
  });
  const writes = () =>
    requests
      .filter(({ method }) => method !== "GET")
      .map(({ method, path, body }) => ({ method, path, body }));
  return { requests, writes };
}

export const renderJewelryAdmin = (url = "/admin/jewelry") =>
  renderInAdmin(
    [{ path: "/admin/jewelry", element: <JewelryAdminPage />, children: [{ index: true }, { path: ":id" }] }],
    url,
  );
