import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { type ApiHandler, renderInAdmin, stubApi } from "../shell/admin-test-harness";
import { AccountPage } from "./account-page";
import { SettingsLayout } from "./settings-layout";
import { SettingsSectionPage } from "./settings-section-page";

/**
 * A settings server that stores each section it is sent, as the real one does; `writes`, when
 * given, answers every write instead (a failing disk, a lost connection, the account calls).
 */
export function settingsServer(writes?: ApiHandler) {
  const state = { settings: structuredClone(settingsDefaults) as WebsiteSettings };
  const requests = stubApi((request) => {
    const { method, path, body } = request;
    if (method === "GET" && path === "/api/website-settings") return { status: 200, body: state.settings };
    if (method !== "GET" && writes) return writes(request);
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
