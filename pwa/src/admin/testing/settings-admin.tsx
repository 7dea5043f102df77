import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { type ApiHandler, fakeApi, json } from "../../data/testing/fake-api";
import { AccountPage } from "../settings/account-page";
import { SettingsLayout } from "../settings/settings-layout";
import { SettingsSectionPage } from "../settings/settings-section-page";
import { renderInAdmin } from "./render-in-admin";

/**
 * The settings routes of a fake API: it stores each section it is sent, as the real one does;
 * `writes`, when given, answers every write instead (a failing disk, a lost connection, the account
 * calls).
 */
export function settingsApi(writes?: ApiHandler) {
  const state = { settings: structuredClone(settingsDefaults) as WebsiteSettings };
  const requests = fakeApi((request) => {
    const { method, path, body } = request;
    if (method === "GET" && path === "/api/website-settings") return json(state.settings);
    if (method !== "GET" && writes) return writes(request);
    const match = path.match(/^\/api\/website-settings\/(\w+)$/);
    if (method === "PUT" && match?.[1]) {
      const section = match[1] as keyof WebsiteSettings;
      state.settings = { ...state.settings, [section]: (body as Record<string, unknown>)[section] };
      return json(state.settings);
    }
    return json({ error: "Not found" }, 404);
  });
  return { state, requests };
}

/** The Website Settings routes, and Account Settings beside them, inside the admin, signed in as "owner". */
export function renderSettingsAdmin(initialEntry: string) {
  return renderInAdmin(
    [
      { path: "/admin/settings/messages", element: <p>Messages screen</p> },
      { path: "/admin/settings/account", element: <AccountPage /> },
      {
        path: "/admin/settings",
        element: <SettingsLayout />,
        children: [{ path: ":section", element: <SettingsSectionPage /> }],
      },
    ],
    initialEntry,
  );
}
