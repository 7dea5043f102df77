import { useOutletContext } from "react-router";
import type { WebsiteSettings } from "#core/schemas/settings";

/** What SettingsLayout hands its section pages: the settings it loaded once, and a way to refetch them. */
export interface SettingsContext {
  settings: WebsiteSettings;
  reload: () => Promise<void>;
}

export const useSettingsContext = () => useOutletContext<SettingsContext | undefined>();
