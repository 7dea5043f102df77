import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { inLanguage } from "#core/in-language";
import type { Language } from "#core/language";
import {
  RATE_CARD_SHAPES,
  RATE_CARD_TYPE,
  type RateCardName,
  rateCardFile,
  rateCardPath,
} from "#core/rate-cards";
import type { WebsiteSettings } from "#core/schemas/settings";
import { parseUploadedImageUrl } from "#core/uploaded-image";
import { uploadVariantUpTo } from "#core/uploaded-image-variant";
import type { Repositories } from "../db/repositories";
import type { LinkPreviewImage } from "../html/link-preview-image";
import { absoluteLink } from "../html/public-page";
import { projectRoot } from "../paths";
import type { UploadStore } from "../uploads/upload-store";
import { type RateCardContent, renderRateCard } from "./rate-card-image";

/** Raised when the card's drawing changes, so addresses of cards drawn the old way are not kept. */
const CARD_DESIGN = 1;
/** Cards kept drawn: today's four and the previous board's, with room for a few old ones asked for. */
const KEPT_CARDS = 16;
/** The site's own pictures (the trademark artwork) where no built site is served: the repository's. */
const SOURCE_SITE_IMAGES = path.join(projectRoot, "pwa", "public");
const SITE_IMAGE = /^\/images\/(?:[\w-]+\/)*[\w-]+\.(?:svg|png|jpe?g|webp)$/;

/** The shop as a card shows it: all that is not the board. */
interface Brand {
  names: Record<Language, string>;
  /** The logo's file on this server, or null. */
  logo: string | null;
  website: string;
  phone: string;
}

export interface RateCardsOptions {
  repos: Repositories;
  uploads: Pick<UploadStore, "filePath">;
  publicUrl: string | undefined;
  /** The built site the server serves (pwa/dist), whose /images/ the trademark artwork is read from. */
  siteRoot: string | undefined;
}

/**
 * The rate cards: drawn on first request and kept, a board's card at an address that names the board
 * and the brand it was drawn with (`version`), so that address never shows anything else.
 */
export function createRateCards({ repos, uploads, publicUrl, siteRoot }: RateCardsOptions) {
  const siteImages = siteRoot ?? SOURCE_SITE_IMAGES;
  /**
   * The owner's logo, or the shop's trademark artwork: an uploaded photo (its small JPEG) or one of
   * the site's own pictures. A link elsewhere is never fetched by the server, so it is passed over.
   */
  const logoFile = (settings: WebsiteSettings): string | null => {
    for (const link of [settings.media.logo, settings.trademarkImage]) {
      const photo = parseUploadedImageUrl(link);
      if (photo) return uploads.filePath(photo.hash, uploadVariantUpTo(photo, 320, "jpg").width, "jpg");
      if (SITE_IMAGE.test(link)) return path.join(siteImages, link);
    }
    return null;
  };

  const brand = (): Brand => {
    const settings = repos.settings.get();
    return {
      names: {
        en: inLanguage(settings.homePage, "en").siteName,
        bn: inLanguage(settings.homePage, "bn").siteName,
      },
      logo: logoFile(settings),
      website: publicUrl ? new URL(publicUrl).host : "",
      phone: settings.contactUs.phone1.trim(),
    };
  };

  const versionOf = (shown: Brand): string =>
    createHash("sha256")
      .update(JSON.stringify([CARD_DESIGN, shown]))
      .digest("hex")
      .slice(0, 12);

  const readLogo = async (file: string | null): Promise<Buffer | null> => {
    if (!file) return null;
    try {
      return await fs.readFile(file);
    } catch {
      return null;
    }
  };

  const kept = new Map<string, Promise<Buffer>>();
  const keep = (key: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    const known = kept.get(key);
    if (known) return known;
    if (kept.size >= KEPT_CARDS) kept.delete(kept.keys().next().value as string);
    const drawing = draw();
    kept.set(key, drawing);
    // A failed drawing is not kept: the next request tries again.
    drawing.catch(() => kept.delete(key));
    return drawing;
  };

  return {
    /** The board the public rates show now: whose card "today's" is. */
    todaysBoardId: (): number | null => repos.rates.inForceId(),

    /** The shop's name, logo and contact as cards are drawn now. */
    version: (): string => versionOf(brand()),

    /**
     * One board's card and the brand version it was drawn with; null for a board the public cannot
     * see (unknown, withdrawn or not yet in effect).
     */
    async card(boardId: number, name: RateCardName): Promise<{ png: Buffer; version: string } | null> {
      const board = repos.rates.board(boardId);
      if (!board || board.status === "withdrawn" || board.status === "scheduled") return null;
      const shown = brand();
      const version = versionOf(shown);
      const png = await keep(`${boardId}/${rateCardFile(name)}/${version}`, async () => {
        const content: RateCardContent = {
          language: name.language,
          shopName: shown.names[name.language],
          logo: await readLogo(shown.logo),
          effectiveAt: board.effectiveAt,
          perVori: board.perVori,
          website: shown.website,
          phone: shown.phone,
        };
        return renderRateCard(content, name.shape);
      });
      return { png, version };
    },

    /** Today's link-preview card in `language`, as a page's og:image; null before the first board. */
    previewImage(language: Language): LinkPreviewImage | null {
      const id = repos.rates.inForceId();
      if (id === null) return null;
      const url = absoluteLink(
        rateCardPath(id, { language, shape: "preview" }, versionOf(brand())),
        publicUrl ?? null,
      );
      return url ? { url, type: RATE_CARD_TYPE, ...RATE_CARD_SHAPES.preview } : null;
    },
  };
}

export type RateCards = ReturnType<typeof createRateCards>;
