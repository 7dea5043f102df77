import { Link, useParams } from "react-router";
import { t } from "../../i18n/admin-catalogue";
import { useDocumentTitle } from "../../shared/document-title";
import { SectionForm } from "./section-form";
import { sectionFromSlug, sectionName } from "./section-slugs";
import { useSettingsContext } from "./settings-context";

/** /admin/settings/:section: the form of one settings section, or a way back for an unknown address. */
export function SettingsSectionPage() {
  const { section: slug } = useParams();
  const section = sectionFromSlug(slug);
  const context = useSettingsContext();
  useDocumentTitle(
    section ? `${sectionName(section)} · ${t("adminSettings.title")}` : t("adminSettings.title"),
  );

  if (!section) {
    return (
      <div className="adm-card" role="alert">
        <h2>{t("adminSettings.unknownSection.title")}</h2>
        <p>
          <Link to="/admin/settings/home-page">{t("adminSettings.unknownSection.link")}</Link>
        </p>
      </div>
    );
  }
  // The layout renders this page only once the settings are loaded.
  if (!context) return null;
  // Keyed by section: each tab gets a fresh form with that section's saved values.
  return <SectionForm key={section} section={section} settings={context.settings} />;
}
