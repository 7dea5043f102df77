import type { JewelryItem } from "#core/schemas/jewelry";

/** The pieces whose English or Bengali name holds what was typed, those starting with it first. */
export function findPieces(catalogue: readonly JewelryItem[], query: string): JewelryItem[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === "") return [];
  const names = (item: JewelryItem) => [item.name, item.bn?.name ?? ""].map((name) => name.toLowerCase());
  const found = catalogue.filter((item) => names(item).some((name) => name.includes(wanted)));
  const startsWith = (item: JewelryItem) =>
    names(item).some((name) => name.split(/\s+/).some((word) => word.startsWith(wanted)));
  return [...found.filter(startsWith), ...found.filter((item) => !startsWith(item))];
}
