import { api, settingsUpdateRequestSchema } from "#core/api";
import {
  isSettingsSection,
  SETTINGS_SECTION_LABELS,
  SETTINGS_SECTIONS,
  settingsSaveSchemas,
} from "#core/schemas/settings";
import { mergeOver } from "../../db/repositories/settings-repository";
import { HttpError, notFound, validationError } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

export function registerSettingsRoutes({ route, repos, cache, audit }: RouteContext) {
  route(api.getSettings, (c) => cache.respond(c, "settings", () => repos.settings.get()));

  route(api.updateSettings, async (c) => {
    const section = c.req.param("section") ?? "";
    if (!isSettingsSection(section)) {
      throw notFound(`There is no settings section "${section}". Sections: ${SETTINGS_SECTIONS.join(", ")}`);
    }
    const body = await readJson(c, settingsUpdateRequestSchema);
    if (!Object.hasOwn(body, section)) {
      throw new HttpError(400, `Send the section inside its name: { "${section}": … }`);
    }
    const value = body[section];
    const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
    if (section !== "trademarkImage" && !isObject) {
      throw new HttpError(400, `Send "${section}" as an object of its fields`);
    }
    // Fields left out keep their current values, so a client may send only what it changed.
    const merged = mergeOver(repos.settings.get()[section], value);
    const parsed = settingsSaveSchemas[section].safeParse(merged);
    if (!parsed.success) throw validationError(parsed.error);
    repos.settings.save(section, parsed.data);
    audit(c, "settings.updated", { type: "settings", id: section, name: SETTINGS_SECTION_LABELS[section] });
    return c.json(repos.settings.get());
  });
}
