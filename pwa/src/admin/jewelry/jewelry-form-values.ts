import type { JewelryInput, JewelryItem } from "#core/schemas/jewelry";

/** A new item starts as the spec says: Ring, Gold, not featured; weight empty until typed. */
export const NEW_ITEM_DEFAULTS: Partial<JewelryInput> = {
  name: "",
  category: "Ring",
  metal: "Gold",
  purity: "",
  imageUrl: "",
  images: [],
  description: "",
  featured: false,
  pairsWith: [],
  estimate: "shop",
  makingCharge: null,
  stoneValue: null,
  bn: { name: "", description: "" },
};

/** The editable fields of a stored item (no id or timestamps: the server owns those). */
export function toFormValues(item: JewelryItem): JewelryInput {
  const { name, category, metal, weight, purity, imageUrl, images, description, featured } = item;
  // A copy saved before items had Bengali texts has none: blank, as the server reads them.
  const bn = { name: item.bn?.name ?? "", description: item.bn?.description ?? "" };
  // Likewise a copy saved before pieces were paired: none.
  const pairsWith = [...(item.pairsWith ?? [])];
  return {
    name,
    category,
    metal,
    weight,
    purity,
    imageUrl,
    images: [...images],
    description,
    featured,
    pairsWith,
    // And a copy saved before estimates: as the shop has it, at its minimum, without stones.
    estimate: item.estimate ?? "shop",
    makingCharge: item.makingCharge ?? null,
    stoneValue: item.stoneValue ?? null,
    bn,
  };
}

/** An empty number field is "no value" (so the schema reports it), never 0. */
