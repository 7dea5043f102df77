import { render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { vi } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { AdminSessionProvider } from "../admin-shell/admin-session";
import { ConfirmProvider } from "../admin-shell/confirm-dialog";
import { UnreadCountProvider } from "../admin-shell/unread-count";
import { JewelryAdminPage } from "./jewelry-admin-page";

export const jewelry = (
  overrides: Partial<JewelryItem> & Pick<JewelryItem, "_id" | "name">,
): JewelryItem => ({
  description: "Hand finished in our workshop.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: `/images/${overrides._id}.svg`,
  images: [],
  featured: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

export const catalogue: JewelryItem[] = [
  jewelry({
    _id: "necklace",
    name: "Rajkonna Bridal Necklace",
    category: "Necklace",
    weight: 48.6,
    featured: true,
  }),
  jewelry({ _id: "ring", name: "Classic Solitaire", metal: "Diamond", purity: "18K", weight: 3.1 }),
  jewelry({
    _id: "chain",
    name: "Everyday Box Chain",
    category: "Chain",
    metal: "Silver",
    purity: "925",
    weight: 7.5,
  }),
];

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: Sent) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * A fake API: GET /api/jewelry answers `items` (kept up to date by the handlers a test adds), the
 * shell's own calls succeed quietly, and every request is recorded.
 */
export function stubApi(items: JewelryItem[], handlers: Record<string, Handler> = {}) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    const request = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const handler = handlers[`${method} ${path}`];
    if (handler) return handler(request);
    if (method === "GET" && path.startsWith("/api/jewelry")) return json(items);
    if (path === "/api/contact-messages") return json([]);
    return json({ error: `no stub for ${method} ${path}` }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { sent, writes: () => sent.filter((request) => request.method !== "GET") };
}

export function renderJewelryAdmin(url = "/admin/jewelry") {
  const router = createMemoryRouter(
    [
      {
        path: "/admin",
        element: (
          <AdminSessionProvider initial={{ token: "t", admin: { id: "1", username: "owner", email: "" } }}>
            <ConfirmProvider>
              <UnreadCountProvider>
                <main>
                  <Outlet />
                </main>
              </UnreadCountProvider>
            </ConfirmProvider>
          </AdminSessionProvider>
        ),
        children: [
          { path: "jewelry", element: <JewelryAdminPage />, children: [{ index: true }, { path: ":id" }] },
          { path: "login", element: <p>Login page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
