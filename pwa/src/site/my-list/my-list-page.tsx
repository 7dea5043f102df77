import { ArrowRight, MessageCircle, X } from "lucide-react";
import { Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buildPath, endpoints } from "#core/endpoints";
import { inLanguage } from "#core/in-language";
import { whatsAppHref } from "#core/phone-numbers";
import { itemPath, PUBLIC_PAGES } from "#core/public-pages";
import type { JewelryItem } from "#core/schemas/jewelry";
import { gramsToWeight } from "#core/units";
import { usePublicRead } from "../../data/api/public-reads";
import { formatPieceGrams } from "../../i18n/format";
import { categoryName, purityName } from "../../i18n/jewelry-terms";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { useDocumentTitle } from "../../shared/document-title";
import { usePageOrigin } from "../../shared/hydration";
import { lazyPart } from "../../shared/lazy-part";
import { useShopName } from "../../shared/shop-name";
import { ExternalLink } from "../../shared/ui/external-link";
import { SelectField } from "../../shared/ui/select-field";
import { Spinner } from "../../shared/ui/spinner";
import { ProductImage } from "../catalogue/jewelry-card/product-image";
import { ShareButton } from "../catalogue/share-button";
import { pieceCount } from "../collections/piece-count";
import { useShowrooms } from "../showrooms/use-showrooms";
import { listMessage } from "./list-message";
import styles from "./my-list-page.module.css";
import { addToMyList, type ListedPiece, removeFromMyList, useMyList } from "./my-list-store";
import { sharedIds, sharedListUrl } from "./shared-list";

/**
 * /my-list: the pieces the visitor keeps on this device, asked about in one WhatsApp message or
 * shared as a link; that link (`?pieces=…`) opens the same pieces read-only on another phone.
 */
export function MyListPage() {
  const [search] = useSearchParams();
  const shared = sharedIds(search);
  useDocumentTitle(shared ? t("myList.sharedTitle") : t("myList.title"));
  return (
    <div className={`container ${styles.page}`}>{shared ? <SharedList ids={shared} /> : <OwnList />}</div>
  );
}

/** The form's code (the contact form and its outbox) loads once there is a list to send, not with the page. */
const ListEnquiryForm = lazyPart(() => import("./list-enquiry-form"));

function OwnList() {
  const list = useMyList();
  return (
    <>
      <header className={styles.header}>
        <h1>{t("myList.title")}</h1>
        <p className={styles.intro}>{t("myList.intro")}</p>
        {list && list.length > 0 && <p className={styles.count}>{pieceCount(list.length)}</p>}
      </header>
      {list === null ? (
        <Spinner label={t("myList.loading")} />
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>{t("myList.empty")}</p>
          <BrowseLink />
        </div>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label={t("myList.title")}>
            {list.map((piece) => (
              <PieceRow key={piece.id} piece={piece} onRemove={() => void removeFromMyList(piece.id)} />
            ))}
          </ul>
          <AskPanel pieces={list} />
          <div className={styles.inbox}>
            <Suspense fallback={null}>
              <ListEnquiryForm pieces={list.map(({ id }) => id)} />
            </Suspense>
          </div>
        </div>
      )}
    </>
  );
}

function SharedList({ ids }: { ids: readonly string[] }) {
  const [added, setAdded] = useState(false);
  return (
    <>
      <header className={styles.header}>
        <h1>{t("myList.sharedTitle")}</h1>
        <p className={styles.intro}>{ids.length > 0 ? t("myList.sharedIntro") : t("myList.sharedNone")}</p>
      </header>
      {ids.length === 0 ? (
        <BrowseLink />
      ) : (
        <>
          <ul className={styles.sharedList} aria-label={t("myList.sharedTitle")}>
            {ids.map((id) => (
              <PieceRow key={id} piece={{ id, item: null }} />
            ))}
          </ul>
          <p className={styles.actions} role="status">
            {added ? (
              <>
                {t("myList.addedAll")}{" "}
                <Link to={PUBLIC_PAGES.myList} className="button button-secondary">
                  {t("myList.seeMine")}
                  <ArrowRight size={18} aria-hidden="true" />
                </Link>
              </>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => void addToMyList(ids).then(() => setAdded(true))}
              >
                {t("myList.addAll")}
              </button>
            )}
          </p>
        </>
      )}
    </>
  );
}

const BrowseLink = () => (
  <Link to={PUBLIC_PAGES.jewelry} className="button button-primary">
    {t("myList.browse")}
    <ArrowRight size={18} aria-hidden="true" />
  </Link>
);

/**
 * One piece: from the device's copy of the catalogue, or read from the shop where the copy lacks it
 * (a shared list on another phone); a piece the shop no longer has says so.
 */
function PieceRow({ piece, onRemove }: { piece: ListedPiece; onRemove?: () => void }) {
  const read = usePublicRead<JewelryItem>(
    piece.item ? null : buildPath(endpoints.getJewelry.path, { id: piece.id }),
  );
  const stored = piece.item ?? read.data;
  const item = stored && inLanguage(stored, pageLanguage());
  const name = item?.name ?? "";
  return (
    <li className={styles.row}>
      {item ? (
        <>
          <div className={styles.photo}>
            <ProductImage src={item.imageUrl} alt="" width={80} height={100} sizes="80px" />
          </div>
          <div className={styles.details}>
            <h2 className={styles.name}>
              <Link to={itemPath(item._id)}>{item.name}</Link>
            </h2>
            <p className={styles.meta}>
              {categoryName(item.category)} · {purityName(item.purity)}
            </p>
            <p className={`${styles.weight} tabular`}>
              {t("catalogue.weightValue", { grams: formatPieceGrams(item.weight) })} ·{" "}
              {t("catalogue.cardTraditionalWeight", { ...gramsToWeight(item.weight) })}
            </p>
            <p className={styles.price}>{t("price.contactUs")}</p>
          </div>
        </>
      ) : (
        <p className={styles.missing}>
          {read.errorStatus === 404
            ? t("myList.gone")
            : read.status === "error"
              ? t("myList.offlinePiece")
              : t("myList.loadingPiece")}
        </p>
      )}
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          aria-label={name ? t("myList.removeNamed", { name }) : t("myList.remove")}
          title={t("myList.remove")}
          onClick={onRemove}
        >
          <X size={18} aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** The showroom and time to name, then one WhatsApp message about every piece, or a link to share. */
function AskPanel({ pieces }: { pieces: readonly ListedPiece[] }) {
  const showrooms = useShowrooms();
  const [chosen, setChosen] = useState("0");
  const [time, setTime] = useState("");
  const origin = usePageOrigin();
  const shop = useShopName();
  const showroom = showrooms[Number(chosen)] ?? showrooms[0];
  const chat =
    showroom &&
    whatsAppHref(
      showroom.whatsapp || showroom.phone,
      listMessage({ shop, origin, pieces, showroom: showroom.name, time }),
    );
  return (
    <section className={styles.ask} aria-labelledby="my-list-ask">
      <h2 id="my-list-ask">{t("myList.askTitle")}</h2>
      <p className={styles.askIntro}>{t("myList.askIntro")}</p>
      {showrooms.length > 1 && (
        <SelectField
          id="my-list-showroom"
          label={t("myList.showroom")}
          value={chosen}
          options={showrooms.map((one, index) => ({ value: String(index), label: one.name }))}
          onChange={setChosen}
        />
      )}
      <div className="field">
        <label htmlFor="my-list-time">{t("myList.time")}</label>
        <input
          id="my-list-time"
          className="input"
          maxLength={80}
          placeholder={t("myList.timePlaceholder")}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
      </div>
      {chat && (
        <ExternalLink className={`button button-primary ${styles.send}`} href={chat}>
          <MessageCircle size={18} aria-hidden="true" />
          {t("myList.sendWhatsApp")}
        </ExternalLink>
      )}
      <div className={styles.share}>
        <ShareButton
          title={t("myList.title")}
          text={() => t("myList.shareText")}
          url={sharedListUrl(
            origin,
            pieces.map(({ id }) => id),
          )}
          label={t("myList.share")}
        />
      </div>
      <p className={styles.hint}>{t("myList.hint")}</p>
    </section>
  );
}
