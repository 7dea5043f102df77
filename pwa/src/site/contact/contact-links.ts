export const mapEmbedSrc = ({ lat, lng }: { lat: number; lng: number }): string =>
  `https://www.google.com/maps?q=${lat},${lng}&z=16&output=embed`;

/**
 * An empty answer from the map's host. A frame that cannot reach it shows the browser's error page,
 * which the page cannot see into; a request for this can tell.
 */
export const MAP_HOST_PROBE = "https://www.google.com/generate_204";

/** Multi-line settings text ("Line 1\nLine 2") as its non-blank lines. */
export const lines = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
