import { inLanguage } from "#core/in-language";
import type { JewelryItem } from "#core/schemas/jewelry";
import { formatPieceGrams } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { pageLanguage } from "../../i18n/page-language";
import { itemPageUrl } from "../catalogue/enquiry-link";
import type { ListedPiece } from "./my-list-store";

/**
 * The WhatsApp message asking about the list, in the page's language: each piece by name, weight and
 * link (by its link alone where the device has not got it yet), then the showroom and the time chosen.
 */
export function listMessage({
  shop,
  origin,
  pieces,
  showroom,
  time,
}: {
  shop: string;
  origin: string;
  pieces: readonly ListedPiece[];
  showroom: string;
  time: string;
}): string {
  const named = (item: JewelryItem) => inLanguage(item, pageLanguage()).name;
  return [
    t("myList.message.greeting", { shop }),
    ...pieces.map(({ id, item }, index) =>
      item
        ? t("myList.message.piece", {
            n: index + 1,
            name: named(item),
            weight: formatPieceGrams(item.weight),
            url: itemPageUrl(origin, id),
          })
        : t("myList.message.pieceLink", { n: index + 1, url: itemPageUrl(origin, id) }),
    ),
    ...(showroom ? [t("myList.message.showroom", { showroom })] : []),
    ...(time.trim() ? [t("myList.message.time", { time: time.trim() })] : []),
  ].join("\n");
}
