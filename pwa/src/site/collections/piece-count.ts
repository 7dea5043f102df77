import { t } from "../../i18n/messages";

/** "6 pieces", "1 piece": in the page's language and digits. */
export const pieceCount = (count: number): string =>
  count === 1 ? t("collections.onePiece") : t("collections.pieces", { count });
