export const mapEmbedSrc = ({ lat, lng }: { lat: number; lng: number }): string =>
  `https://www.google.com/maps?q=${lat},${lng}&z=16&output=embed`;

/** Multi-line settings text ("Line 1\nLine 2") as its non-blank lines. */
export const lines = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
