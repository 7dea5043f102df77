import { api, settingsUpdateRequestSchema } from "#core/api";
import { dhakaCalendarDay } from "#core/format/dhaka-time";
import {
  type ContactUsSettings,
  isSettingsSection,
  oldGoldSaveAt,
  SETTINGS_SECTION_LABELS,
  SETTINGS_SECTIONS,
  type SettingsSection,
  settingsSaveSchemas,
} from "#core/schemas/settings";
import { firstShowroomChange, withFirstShowroomFields } from "#core/showroom-fields";
import { showroomsOf } from "#core/showrooms";
import { mergeOver } from "../../db/repositories/settings-repository";
import { HttpError, notFound, validationError } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

/**
 * A contact change from a client that knows only the spec's fields edits the first showroom through
 * them (ADR 043); one that sends the list is taken as it is.
 */
function contactUsChange(
  current: ContactUsSettings,
  change: Record<string, unknown>,
): Record<string, unknown> {
  const firstChange = firstShowroomChange(change);
  if (!firstChange) return change;
  const [first, ...others] = showroomsOf(current);
  return { ...change, showrooms: [mergeOver(first, firstChange), ...others] };
}

export function registerSettingsRoutes({ route, repos, cache, audit, now }: RouteContext) {
  // The old-gold deductions apply as soon as they are saved, so their day is checked against Dhaka's today.
  const saveSchema = (section: SettingsSection) =>
    section === "oldGold" ? oldGoldSaveAt(dhakaCalendarDay(now())) : settingsSaveSchemas[section];

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
    const current = repos.settings.get();
    const change =
      section === "contactUs" ? contactUsChange(current.contactUs, value as Record<string, unknown>) : value;
    // Fields left out keep their current values, so a client may send only what it changed.
    const merged = mergeOver(current[section], change);
    const parsed = saveSchema(section).safeParse(merged);
    if (!parsed.success) throw validationError(parsed.error);
    repos.settings.save(
      section,
      section === "contactUs" ? withFirstShowroomFields(parsed.data as ContactUsSettings) : parsed.data,
    );
    audit(c, "settings.updated", { type: "settings", id: section, name: SETTINGS_SECTION_LABELS[section] });
    return c.json(repos.settings.get());
  });
}
