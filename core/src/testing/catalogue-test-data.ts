import type { JewelryItem } from "../schemas/jewelry";

/** A small catalogue for component tests: every filter and the search have something to find. */
export const jewelryItem = (
  overrides: Partial<JewelryItem> & Pick<JewelryItem, "_id" | "name">,
): JewelryItem => ({
  description: "Hand finished in our workshop.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: `/images/${overrides._id}.svg`,
  images: [],
  featured: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

/** Newest first, as the catalogue lists them. */
export const sampleJewelry: JewelryItem[] = [
  jewelryItem({
    _id: "necklace",
    createdAt: "2025-01-04T00:00:00.000Z",
    name: "Rajkonna Bridal Necklace",
    description: "A **bridal collar** with a ruby-red teardrop.",
    category: "Necklace",
    weight: 48.6,
    images: ["/images/necklace-detail.svg"],
    featured: true,
  }),
  jewelryItem({
    _id: "ring",
    createdAt: "2025-01-03T00:00:00.000Z",
    name: "Classic Solitaire",
    description: "A single stone in a crown setting.",
    metal: "Diamond",
    purity: "18K",
  }),
  jewelryItem({
    _id: "chain",
    createdAt: "2025-01-02T00:00:00.000Z",
    name: "Everyday Box Chain",
    description: "Sterling silver box chain.",
    category: "Chain",
    metal: "Silver",
    purity: "925",
    weight: 7.5,
  }),
  jewelryItem({
    _id: "bangles",
    createdAt: "2025-01-01T00:00:00.000Z",
    name: "Nakshi Gold Bangles",
    description: "Engraved like a nakshi kantha.",
    category: "Bangles",
    weight: 32.4,
  }),
];
