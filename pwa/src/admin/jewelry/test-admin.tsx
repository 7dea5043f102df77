import type { JewelryItem } from "#core/schemas/jewelry";
import { jewelryItem } from "../../shared/testing/catalogue-test-data";
import { type Answer, renderInAdmin, type SentRequest, stubApi } from "../shell/admin-test-harness";
import { JewelryAdminPage } from "./jewelry-admin-page";

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

type Handler = (request: SentRequest) => Answer | Promise<Answer>;

export const json = (body: unknown, status = 200): Answer => ({ status, body });

/**
 * A fake API: GET /api/jewelry answers `items` (kept up to date by the handlers a test adds), the
 * shell's own calls succeed quietly, and every request is recorded.
 */
export function catalogueApi(items: JewelryItem[], handlers: Record<string, Handler> = {}) {
  const sent = stubApi((request) => {
    const { method, path } = request;
    const handler = handlers[`${method} ${path}`];
    if (handler) return handler(request);
    if (method === "GET" && path.startsWith("/api/jewelry")) return json(items);
    if (path === "/api/contact-messages") return json([]);
    return json({ error: `no stub for ${method} ${path}` }, 404);
  });
  return { sent, writes: () => sent.filter((request) => request.method !== "GET") };
}

export const renderJewelryAdmin = (url = "/admin/jewelry") =>
  renderInAdmin(
    [{ path: "/admin/jewelry", element: <JewelryAdminPage />, children: [{ index: true }, { path: ":id" }] }],
    url,
  );
