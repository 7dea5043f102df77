import { ArrowLeft } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { buildPath, endpoints } from "#core/endpoints";
import { inLanguage } from "#core/in-language";
import type { JewelryItem } from "#core/schemas/jewelry";
import { usePublicRead } from "../../data/api/public-reads";
import { useCatalogue } from "../../data/sync/catalogue";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useDocumentTitle } from "../../shared/document-title";
import { useHydrated } from "../../shared/hydration";
import { PageState } from "../../shared/ui/page-state";
import { Spinner } from "../../shared/ui/spinner";
import type { DetailLinkState } from "./jewelry-card/jewelry-card";
import { JewelryDetail } from "./jewelry-detail";
import styles from "./jewelry-detail.module.css";
import { RelatedPieces } from "./related-pieces";

type DetailView =
  | { kind: "found"; item: JewelryItem }
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "unavailable"; offline: boolean; retry: () => void };

/**
 * The item's own copy when the device has one, else its entry in the saved list, so a piece seen in
 * the list opens at once, offline too. A 404 wins over any saved copy: the piece is gone.
 */
function useJewelryDetail(id: string): DetailView {
  const own = usePublicRead<JewelryItem>(buildPath(endpoints.getJewelry.path, { id }));
  // The catalogue is read only while the item's own copy is not there and the server has not said
  // the piece is gone.
  const list = useCatalogue(own.data === undefined && own.errorStatus !== 404);
  if (own.errorStatus === 404) return { kind: "not-found" };
  const item = own.data ?? list.data?.find((entry) => entry._id === id);
  if (item) return { kind: "found", item };
  if (own.status !== "error") return { kind: "loading" };
  if (own.offline) {
    // Offline, the saved list is the best knowledge there is of what exists.
    if (list.data) return { kind: "not-found" };
    if (list.status === "loading") return { kind: "loading" };
  }
  return { kind: "unavailable", offline: own.offline, retry: own.retry };
}

/**
 * Back to the list as the visitor left it (search and filters), when they came from there. History
 * state outlives a reload, which the server cannot see: a hydrating render links to the whole list
 * as the server's HTML does, and the visitor's own list follows at once.
 */
function useBackTarget(): string {
  const state = useLocation().state as Partial<DetailLinkState> | null;
  const from = useHydrated() ? state?.from : undefined;
  return typeof from === "string" && /^\/jewelry(\?|$)/.test(from) ? from : "/jewelry";
}

export function JewelryDetailPage() {
  const { id = "" } = useParams();
  const view = useJewelryDetail(id);
  const back = useBackTarget();
  useDocumentTitle(
    view.kind === "found"
      ? inLanguage(view.item, pageLanguage()).name
      : view.kind === "not-found"
        ? t("catalogue.notFoundTitle")
        : t("catalogue.detailTitle"),
  );

  if (view.kind === "not-found") {
    return (
      <div className={`container ${styles.notFound}`}>
        <h1>{t("catalogue.notFoundTitle")}</h1>
        <p>{t("catalogue.notFoundText")}</p>
        <Link to="/jewelry" className="button button-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          {t("catalogue.backToCollection")}
        </Link>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <Link to={back} className={styles.backLink}>
        <ArrowLeft size={18} aria-hidden="true" />
        {t("catalogue.backToCollection")}
      </Link>
      {view.kind === "found" ? (
        <>
          <JewelryDetail item={view.item} />
          <RelatedPieces item={view.item} />
        </>
      ) : view.kind === "loading" ? (
        <div className={styles.loading}>
          <h1 className="visually-hidden">{t("catalogue.detailTitle")}</h1>
          <Spinner label={t("catalogue.loadingItem")} />
        </div>
      ) : (
        <>
          <h1 className="visually-hidden">{t("catalogue.detailTitle")}</h1>
          <PageState offline={view.offline} onRetry={view.retry} />
        </>
      )}
    </div>
  );
}
