import { endpoints } from "#core/endpoints";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { useResource } from "./resources";

/**
 * The shop's settings, never absent: until the device has a copy (first visit, offline) the
 * built-in defaults stand in, as the spec asks.
 */
export function useSettings(): { settings: WebsiteSettings; loaded: boolean } {
  const resource = useResource<WebsiteSettings>(endpoints.getSettings.path);
  return { settings: resource.data ?? settingsDefaults, loaded: resource.data !== undefined };
}
