import { api } from "#core/api";
import {
  parseRateCardFile,
  RATE_CARD_TYPE,
  RATE_CARDS,
  rateCardFile,
  rateCardPath,
  TODAYS_BOARD,
} from "#core/rate-cards";
import { notFound } from "../../http/errors";
import type { RateCards } from "../../rate-cards/rate-cards";
import type { RouteContext } from "../route-context";

const CARD_NAMES = RATE_CARDS.map(rateCardFile).join(", ");
const BOARD_ID = /^[1-9]\d{0,9}$/;

export function registerRateCardRoutes({ route }: RouteContext, cards: RateCards) {
  route(api.rateCard, async (c) => {
    const name = parseRateCardFile(c.req.param("card") ?? "");
    if (!name) throw notFound(`No such rate card: the cards are ${CARD_NAMES}`);
    const board = c.req.param("board") ?? "";

    if (board === TODAYS_BOARD) {
      const id = cards.todaysBoardId();
      if (id === null) throw notFound("No rate board is in force yet");
      // Asked again each time: a board published or taking effect now changes where it leads at once.
      c.header("Cache-Control", "no-cache");
      return c.redirect(rateCardPath(id, name, cards.version()), 302);
    }

    const card = BOARD_ID.test(board) ? await cards.card(Number(board), name) : null;
    if (!card) throw notFound("Rate board not found");
    // A board's card at its brand's address never changes; at any other, the shop's name or logo may.
    const lasting = c.req.query("v") === card.version;
    c.header("Content-Type", RATE_CARD_TYPE);
    c.header("Cache-Control", lasting ? "public, max-age=31536000, immutable" : "public, max-age=300");
    const etag = `"card-${board}-${card.version}-${rateCardFile(name)}"`;
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.body(new Uint8Array(card.png));
  });
}
