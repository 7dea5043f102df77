import type { NewCollection } from "#core/schemas/collection";

/** A sample collection, its pieces named as the sample catalogue names them, in the order shown. */
export interface SampleCollection extends Omit<NewCollection, "pieceIds"> {
  pieces: readonly string[];
}

/** The sample shop's collections: the ways a customer in Dhaka shops for gold. */
export const sampleCollections: readonly SampleCollection[] = [
  {
    name: "Bridal",
    slug: "bridal",
    description: "The wedding set, piece by piece: a necklace, jhumkas, bangles and the ring.",
    bn: { name: "বিয়ের গহনা", description: "বিয়ের পুরো সেট: হার, ঝুমকা, বালা আর আংটি।" },
    coverImage: "",
    pieces: [
      "Rajkonna Bridal Necklace",
      "Shapla Jhumka Earrings",
      "Nakshi Gold Bangles (Pair)",
      "Padma Flower Ring",
      "Surjomukhi Medallion Necklace",
      "Kolka Motif Pendant",
    ],
  },
  {
    name: "Everyday",
    slug: "everyday",
    description: "Light pieces for every day, to wear to work and home again.",
    bn: { name: "প্রতিদিনের গহনা", description: "প্রতিদিন পরার মতো হালকা গহনা, অফিসে আর বাসায়।" },
    coverImage: "",
    pieces: [
      "Everyday Box Chain",
      "Nitto Cable Chain",
      "Nodi Silver Band",
      "Chandni Silver Hoops",
      "Petite Kolka Pendant",
      "Jamdani Link Bracelet",
    ],
  },
  {
    name: "Gifts",
    slug: "gifts",
    description: "Small pieces to give: for a birthday, a new baby or Eid.",
    bn: { name: "উপহার", description: "উপহার দেওয়ার মতো ছোট গহনা: জন্মদিন, নবজাতক বা ঈদের জন্য।" },
    coverImage: "",
    pieces: [
      "Shishu Bala Bracelet",
      "Pushpo Charm Bracelet",
      "Chandrima Moonstone Pendant",
      "Kashful Drop Earrings",
      "Rupa Silver Bangles (Set of 3)",
    ],
  },
];
