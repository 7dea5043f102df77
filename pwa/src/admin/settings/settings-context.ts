import { useOutletContext } from "react-router";
import type { WebsiteSettings } from "#core/schemas/settings";

/** What SettingsLayout hands its section pages: the settings it loaded (fetched again after each save). */
export interface SettingsContext {
  settings: WebsiteSettings;
}

export const useSettingsContext = () => useOutletContext<SettingsContext | undefined>();
