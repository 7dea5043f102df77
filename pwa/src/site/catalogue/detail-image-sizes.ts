/**
 * How wide the pictures of a piece's page are laid out, for `sizes`, from jewelry-detail.module.css
 * and the page container: 16 px of side padding on phones and 24 px from 640 px, one column below
 * 960 px, then the gallery and the facts side by side (5fr and 6fr, 48 px apart) in a page at most
 * 1200 px wide. A 412 px phone lays the main picture out 380 px wide, so at 1.75 device pixels to the
 * pixel it takes the 750 px file.
 */
export const GALLERY_IMAGE_SIZES =
  "(min-width: 1200px) 502px, (min-width: 960px) calc((100vw - 96px) * 5 / 11), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** A thumbnail's button is 64 px wide with a 2 px border. */
export const THUMBNAIL_IMAGE_SIZES = "60px";

/** Pictures in the description fill at most the facts' column. */
export const DESCRIPTION_IMAGE_SIZES =
  "(min-width: 1200px) 603px, (min-width: 960px) calc((100vw - 96px) * 6 / 11), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
