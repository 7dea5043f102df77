/** The main image first, then the extra ones, without blanks or repeats. */
export const itemImages = (item: { imageUrl: string; images: readonly string[] }): string[] => [
  ...new Set([item.imageUrl, ...item.images].filter((url) => url.trim() !== "")),
];
