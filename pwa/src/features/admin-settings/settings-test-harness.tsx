import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { renderInAdmin, stubApi } from "../admin-shell/admin-test-harness";
import { AccountPage } from "./account-page";
import { SettingsLayout } from "./settings-layout";
import { SettingsSectionPage } from "./settings-section-page";

/** A settings server that stores each section it is sent, as the real one does. */
export function settingsServer(initial: WebsiteSettings = structuredClone(settingsDefaults)) {
  const state = { settings: initial };
  const requests = stubApi(({ method, path, body }) => {
    if (method === "GET" && path === "/api/website-settings") return { status: 200, body: state.settings };
    const match = path.match(/^\/api\/website-settings\/(\w+)$/);
    if (method === "PUT" && match?.[1]) {
      const section = match[1] as keyof WebsiteSettings;
      state.settings = { ...state.settings, [section]: (body as Record<string, unknown>)[section] };
      return { status: 200, body: state.settings };
    }
    return { status: 404, body: { error: "Not found" } };
  });
  return { state, requests };
}

/** The Website Settings routes inside the admin, signed in as "owner". */
export function renderSettings(initialEntry: string) {
  return renderInAdmin(
    [
      {
        path: "/admin/settings",
        element: <SettingsLayout />,
        children: [
          { path: "messages", element: <p>Messages screen</p> },
          { path: "account", element: <AccountPage /> },
          { path: ":section", element: <SettingsSectionPage /> },
        ],
      },
    ],
    initialEntry,
  );
}
