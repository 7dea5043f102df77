/**
 * The sample catalogue and rate board the server seeds once into an empty database.
 * Plain data only; the pictures live in pwa/public/images/sample/.
 */
import type { RateBoardPrices } from "#core/schemas/gold-rates";
import type { NewJewelry } from "#core/schemas/jewelry";

export const sampleCatalogue: NewJewelry[] = [
  {
    name: "Rajkonna Bridal Necklace",
    description:
      "A **bridal collar** built by hand in our Dhaka workshop: a broad 22K band beaded with gold and " +
      "maroon, a fringe of tiny gold leaves and a ruby-red teardrop at the centre.\n\n" +
      "- Pairs with the Shapla Jhumka and Nakshi bangles for a full wedding set\n" +
      "- Adjustable chain back\n" +
      "- Store flat in its box, away from perfume and hairspray",
    category: "Necklace",
    metal: "Gold",
    purity: "22K",
    weight: 48.6,
    imageUrl: "/images/sample/necklace-gold.svg",
    images: [
      "/images/sample/necklace-gold-detail.svg",
      "/images/sample/earrings-gold-jhumka.svg",
      "/images/sample/bangles-gold-pair.svg",
    ],
    featured: true,
  },
  {
    name: "Kolka Motif Pendant",
    description:
      "The kolka (paisley) is one of Bengal's oldest motifs; here it is cut from 22K gold around a " +
      "**ruby-red stone**, with a fine milgrain border. Light enough for every day, special enough for " +
      "Eid. Chain sold separately.",
    category: "Pendant",
    metal: "Gold",
    purity: "22K",
    weight: 6.4,
    imageUrl: "/images/sample/pendant-gold.svg",
    images: [],
    featured: true,
  },
  {
    name: "Shapla Jhumka Earrings",
    description:
      "Named after the shapla, our national water lily, these bell jhumkas open from a flower stud into a " +
      "hand-engraved dome.\n\n" +
      "A double fringe of gold and maroon beads sways as you move, and **screw backs** keep them secure " +
      "through a long wedding evening.",
    category: "Earrings",
    metal: "Gold",
    purity: "22K",
    weight: 12.8,
    imageUrl: "/images/sample/earrings-gold-jhumka.svg",
    images: [],
    featured: true,
  },
  {
    name: "Nakshi Gold Bangles (Pair)",
    description:
      "Two 22K bangles engraved by hand with a dot-and-line border inspired by the running stitch of a " +
      "nakshi kantha. **Sold as a pair**, in sizes 2-4 to 2-10. Polish gently with a soft cloth and keep " +
      "soap out of the engraving.",
    category: "Bangles",
    metal: "Gold",
    purity: "22K",
    weight: 32.4,
    imageUrl: "/images/sample/bangles-gold-pair.svg",
    images: ["/images/sample/bangles-gold.svg"],
    featured: true,
  },
  {
    name: "Everyday Box Chain",
    description:
      "A crisp box chain in 925 sterling silver with a rhodium finish that stays bright. Strong enough for " +
      "most of our pendants, fine enough to wear alone.\n\n" +
      "- Length: 18 inches (45 cm)\n" +
      "- Lobster clasp",
    category: "Chain",
    metal: "Silver",
    purity: "925",
    weight: 9.6,
    imageUrl: "/images/sample/chain-silver.svg",
    images: [],
    featured: false,
  },
  {
    name: "Padma Flower Ring",
    description:
      "Six rounded petals of 22K gold open around a single ruby-red stone, set on a comfortable " +
      "court-profile band. The gallery shows the ring from the side and the **matching Kashful Drop " +
      "Earrings**. Resized free of charge in Dhaka or Mymensingh.",
    category: "Ring",
    metal: "Gold",
    purity: "22K",
    weight: 4.8,
    imageUrl: "/images/sample/ring-gold.svg",
    images: ["/images/sample/ring-gold-side.svg", "/images/sample/earrings-gold.svg"],
    featured: true,
  },
  {
    name: "Tara Solitaire Ring",
    description:
      "A single brilliant-cut diamond (**0.30 ct, G colour, VS2**) held high in a four-claw 18K gold " +
      "setting, made for the moment you ask the question.\n" +
      "Comes with a grading report and a free cleaning in the first year; shown with the matching " +
      "Shishir pendant.",
    category: "Ring",
    metal: "Diamond",
    purity: "18K",
    weight: 3.6,
    imageUrl: "/images/sample/ring-diamond.svg",
    images: ["/images/sample/pendant-diamond.svg"],
    featured: true,
  },
  {
    name: "Mymensingh Kada Bangle",
    description:
      "A single wide kada in 21K gold, hand-punched with a row of dots between two engraved rails by our " +
      "Mymensingh karigars. Bold on its own; the gallery shows it stacked as a pair.",
    category: "Bangles",
    metal: "Gold",
    purity: "21K",
    weight: 18.6,
    imageUrl: "/images/sample/bangles-gold.svg",
    images: ["/images/sample/bangles-gold-pair.svg"],
    featured: false,
  },
  {
    name: "Chandni Silver Hoops",
    description:
      "Oval sterling silver hoops on French hooks, with a row of small bezel-set stones along the lower " +
      "curve. **Lightweight** at about 3 g each, comfortable all day. Keep them in the zip pouch provided " +
      "to slow tarnish.",
    category: "Earrings",
    metal: "Silver",
    purity: "925",
    weight: 6.2,
    imageUrl: "/images/sample/earrings-silver.svg",
    images: [],
    featured: false,
  },
  {
    name: "Rupali Hasuli Necklace",
    description:
      "A modern take on the village hasuli: a smooth sterling collar hung with small coin discs and a " +
      "moonstone medallion. Each coin is stamped by hand, so no two are quite alike.\n\n" +
      "- Adjustable chain back\n" +
      "- Wipe with a silver cloth after wearing",
    category: "Necklace",
    metal: "Silver",
    purity: "925",
    weight: 38.5,
    imageUrl: "/images/sample/necklace-silver.svg",
    images: [],
    featured: true,
  },
  {
    name: "Jamdani Link Bracelet",
    description:
      "Open oval links in 21K gold, joined by small round rings and closed with a neat box clasp. A light, " +
      "fluid bracelet for the office or an evening out. **Length 7 inches**; extra links on request.",
    category: "Bracelet",
    metal: "Gold",
    purity: "21K",
    weight: 11.2,
    imageUrl: "/images/sample/bracelet-gold.svg",
    images: [],
    featured: false,
  },
  {
    name: "Pushpo Charm Bracelet",
    description:
      "Polished sterling silver beads on a strong wire core, with a little heart and two crystal drops at " +
      "the clasp. A sweet first piece of jewellery.\n\n" +
      "- Fits wrists up to 16 cm\n" +
      "- Take it off before swimming",
    category: "Bracelet",
    metal: "Silver",
    purity: "925",
    weight: 9.8,
    imageUrl: "/images/sample/bracelet-silver.svg",
    images: [],
    featured: false,
  },
  {
    name: "Nirjhor Platinum Line Bracelet",
    description:
      "A line of bright-cut platinum beads set into a smooth PT950 band; platinum's natural white colour " +
      "never needs replating. **Hallmarked PT950.** The gallery shows the matching Meghla chain.",
    category: "Bracelet",
    metal: "Platinum",
    purity: "PT950",
    weight: 14.6,
    imageUrl: "/images/sample/bracelet-platinum.svg",
    images: ["/images/sample/chain-platinum.svg"],
    featured: false,
  },
  {
    name: "Jonaki Diamond Tennis Bracelet",
    description:
      "Forty-two brilliant-cut diamonds, **about 2.1 ct in total**, set in an unbroken line of 18K white " +
      "gold that glows like fireflies (*jonaki*). A double safety catch guards the clasp; bring it in once " +
      "a year for a free claw check.",
    category: "Bracelet",
    metal: "Diamond",
    purity: "18K",
    weight: 12.4,
    imageUrl: "/images/sample/bracelet-platinum.svg",
    images: [],
    featured: false,
  },
  {
    name: "Nitto Cable Chain",
    description:
      "Oval cable links in 22K gold, each one soldered shut so the chain will not pull open. At 20 inches " +
      "it sits a pendant just below the collarbone. We shorten it **free of charge**.",
    category: "Chain",
    metal: "Gold",
    purity: "22K",
    weight: 12.6,
    imageUrl: "/images/sample/chain-gold.svg",
    images: [],
    featured: false,
  },
  {
    name: "Meghla Platinum Chain",
    description:
      "A finely textured rope chain in PT950 platinum, cool and soft in colour like a cloudy (*meghla*) " +
      "sky. Dense and hard-wearing, it is made for daily wear.\n" +
      "The gallery shows the matching Nirjhor bracelet.",
    category: "Chain",
    metal: "Platinum",
    purity: "PT950",
    weight: 10.8,
    imageUrl: "/images/sample/chain-platinum.svg",
    images: ["/images/sample/bracelet-platinum.svg"],
    featured: true,
  },
  {
    name: "Nawab Gents' Chain",
    description:
      "A heavy open-link chain in 21K gold for men, its links polished on both faces. **Lobster clasp with " +
      "a safety lock.**\n\n" +
      "- Length: 22 inches\n" +
      "- Weight varies by about 0.5 g with length",
    category: "Chain",
    metal: "Gold",
    purity: "21K",
    weight: 24.2,
    imageUrl: "/images/sample/chain-gold.svg",
    images: [],
    featured: false,
  },
  {
    name: "Chandrima Moonstone Pendant",
    description:
      "A teardrop of sterling silver framing an oval rainbow moonstone, with a beaded milgrain edge. It " +
      "hangs well on our Everyday Box Chain (sold separately). Moonstone is soft, so keep it away from " +
      "knocks and harsh cleaners.",
    category: "Pendant",
    metal: "Silver",
    purity: "925",
    weight: 5.2,
    imageUrl: "/images/sample/pendant-silver.svg",
    images: [],
    featured: false,
  },
  {
    name: "Shishir Diamond Halo Pendant",
    description:
      "A round brilliant diamond ringed by a halo of smaller stones in 18K gold, bright as dew (*shishir*) " +
      "on a winter morning. Shown with the matching Tara ring.\n\n" +
      "- Centre stone 0.40 ct\n" +
      "- Comes on an 18-inch gold chain",
    category: "Pendant",
    metal: "Diamond",
    purity: "18K",
    weight: 4.2,
    imageUrl: "/images/sample/pendant-diamond.svg",
    images: ["/images/sample/ring-diamond.svg"],
    featured: true,
  },
  {
    name: "Nodi Silver Band",
    description:
      "A broad sterling silver band edged with a fine milgrain line and a single bezel-set stone. A " +
      "**rhodium finish** keeps it bright. Available in sizes 5 to 12.",
    category: "Ring",
    metal: "Silver",
    purity: "925",
    weight: 5.4,
    imageUrl: "/images/sample/ring-silver.svg",
    images: [],
    featured: false,
  },
  {
    name: "Ononto Platinum Band",
    description:
      "A heavy court-profile band in PT950 platinum with a flush-set accent stone, made to be worn for a " +
      "lifetime (*ononto*: endless). Platinum is gentle on sensitive skin and settles into a soft satin " +
      "sheen; we re-polish it **free, for life**.",
    category: "Ring",
    metal: "Platinum",
    purity: "PT950",
    weight: 7.2,
    imageUrl: "/images/sample/ring-silver.svg",
    images: [],
    featured: false,
  },
  {
    name: "Kashful Drop Earrings",
    description:
      "Flower studs in 21K gold with a ruby-red teardrop and a tiny freshwater pearl at the tip, light " +
      "enough to wear from morning to night. The gallery shows the **matching Padma Flower Ring**.",
    category: "Earrings",
    metal: "Gold",
    purity: "21K",
    weight: 7.6,
    imageUrl: "/images/sample/earrings-gold.svg",
    images: ["/images/sample/ring-gold.svg"],
    featured: false,
  },
  {
    name: "Shukhtara Diamond Hoops",
    description:
      "Oval hoops in 18K white gold with brilliant-cut diamonds along the lower curve, where they catch " +
      "the most light. **About 0.36 ct in total**, on French hooks with safety catches.",
    category: "Earrings",
    metal: "Diamond",
    purity: "18K",
    weight: 5.8,
    imageUrl: "/images/sample/earrings-silver.svg",
    images: [],
    featured: false,
  },
  {
    name: "Rupa Silver Bangles (Set of 3)",
    description:
      "Three slim sterling silver bangles with a dotted groove around each, made to stack and to chime " +
      "softly together. A favourite for Pohela Boishakh with a red-and-white sari.\n" +
      "Polish with a silver cloth and store in the anti-tarnish bag.",
    category: "Bangles",
    metal: "Silver",
    purity: "925",
    weight: 45.5,
    imageUrl: "/images/sample/bangles-silver.svg",
    images: [],
    featured: false,
  },
  {
    name: "Surjomukhi Medallion Necklace",
    description:
      "A round 21K medallion with eight engraved petals around a ruby-red cabochon, hung from a chain of " +
      "polished gold beads. Three small drops tipped with seed pearls finish the lower edge. **Festive, " +
      "and made to be handed down.**",
    category: "Necklace",
    metal: "Gold",
    purity: "21K",
    weight: 34.8,
    imageUrl: "/images/sample/necklace-gold-detail.svg",
    images: [],
    featured: false,
  },
  {
    name: "Shishu Bala Bracelet",
    description:
      "A small open-link bracelet in 18K gold, traditionally given to a newborn or at a child's first rice " +
      "ceremony (*annaprashan*). The adjustable clasp grows with the child.\n\n" +
      "- Smooth, rounded edges\n" +
      "- A name engraved on request",
    category: "Bracelet",
    metal: "Gold",
    purity: "18K",
    weight: 6.4,
    imageUrl: "/images/sample/bracelet-gold.svg",
    images: [],
    featured: false,
  },
  {
    name: "Petite Kolka Pendant",
    description:
      "Our best-selling kolka design in a smaller, lighter 18K version, ideal for students and for gifts. " +
      "It keeps the same hand-set stone and milgrain border as the original, and pairs well with the " +
      "Nitto Cable Chain.",
    category: "Pendant",
    metal: "Gold",
    purity: "18K",
    weight: 3.2,
    imageUrl: "/images/sample/pendant-gold.svg",
    images: [],
    featured: false,
  },
];

/** Taka per gram, whole taka (22K gold ≈ 2,28,600 Tk per vori). */
export const sampleRateBoard: RateBoardPrices = {
  gold: { "22K": 19_600, "21K": 18_718, "18K": 16_072, Traditional: 13_328 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
};
