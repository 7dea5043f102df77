/**
 * The sample catalogue and rate board the server seeds once into an empty database.
 * Plain data only; the pictures live in pwa/public/images/sample/. An item's extra pictures are other
 * views of the same piece (a close-up, on a stand or a neck form), named after its main picture.
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
    bn: {
      name: "রাজকন্যা বিয়ের হার",
      description:
        "আমাদের ঢাকার কারখানায় হাতে গড়া **বিয়ের চোকার হার**: চওড়া ২২ ক্যারেটের পাতে সোনালি " +
        "আর মেরুন পুঁতির কাজ, ঝালরে ছোট্ট সোনার পাতা, মাঝখানে চুনি-লাল একটি ফোঁটা।\n\n" +
        "- শাপলা ঝুমকা আর নকশি বালার সাথে মিলিয়ে পুরো বিয়ের সেট\n" +
        "- পেছনের চেইনে মাপমতো ছোট-বড় করা যায়\n" +
        "- বাক্সে সমান করে রাখুন, পারফিউম আর হেয়ারস্প্রে থেকে দূরে",
    },
    category: "Necklace",
    metal: "Gold",
    purity: "22K",
    weight: 48.6,
    imageUrl: "/images/sample/necklace-gold.svg",
    images: ["/images/sample/necklace-gold-detail.svg", "/images/sample/necklace-gold-bust.svg"],
    featured: true,
  },
  {
    name: "Kolka Motif Pendant",
    description:
      "The kolka (paisley) is one of Bengal's oldest motifs; here it is cut from 22K gold around a " +
      "**ruby-red stone**, with a fine milgrain border. Light enough for every day, special enough for " +
      "Eid. Chain sold separately; it hangs well on our Nitto Cable Chain.",
    bn: {
      name: "কলকা নকশার লকেট",
      description:
        "কলকা বাংলার সবচেয়ে পুরোনো নকশাগুলোর একটি; এখানে তা ২২ ক্যারেট সোনায় কেটে গড়া একটি " +
        "**চুনি-লাল পাথর** ঘিরে, চারপাশে মিহি দানার বর্ডার। রোজ পরার মতো হালকা, আবার ঈদের সাজেও " +
        "মানানসই। চেইন আলাদা কিনতে হবে; আমাদের নিত্য কেবল চেইনে চমৎকার মানায়।",
    },
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
      "through a long wedding evening. With the Rajkonna necklace and Nakshi bangles, a full wedding set.",
    bn: {
      name: "শাপলা ঝুমকা",
      description:
        "আমাদের জাতীয় ফুল শাপলার নামে এই ঝুমকা: ফুলের টপ থেকে নেমে এসেছে হাতে খোদাই করা গম্বুজ।\n\n" +
        "সোনালি আর মেরুন পুঁতির দুই সারি ঝালর চলার তালে দোলে, আর **প্যাঁচ দেওয়া পেছন** লম্বা " +
        "বিয়ের সন্ধ্যাতেও কানে শক্ত করে আটকে রাখে। রাজকন্যা হার আর নকশি বালার সাথে মিলিয়ে পুরো " +
        "বিয়ের সেট।",
    },
    category: "Earrings",
    metal: "Gold",
    purity: "22K",
    weight: 12.8,
    imageUrl: "/images/sample/earrings-gold-jhumka.svg",
    images: ["/images/sample/earrings-gold-jhumka-stand.svg"],
    featured: true,
  },
  {
    name: "Nakshi Gold Bangles (Pair)",
    description:
      "Two 22K bangles engraved by hand with a dot-and-line border inspired by the running stitch of a " +
      "nakshi kantha. **Sold as a pair**, in sizes 2-4 to 2-10. Polish gently with a soft cloth and keep " +
      "soap out of the engraving. With the Rajkonna necklace and Shapla jhumkas, a full wedding set.",
    bn: {
      name: "নকশি সোনার বালা (জোড়া)",
      description:
        "নকশিকাঁথার ফোঁড়ের আদলে বিন্দু আর রেখার বর্ডার হাতে খোদাই করা দুটি ২২ ক্যারেটের বালা। " +
        "**জোড়ায় বিক্রি হয়**, মাপ ২-৪ থেকে ২-১০। নরম কাপড়ে আলতো করে মুছুন, খোদাইয়ের ভেতরে " +
        "সাবান ঢুকতে দেবেন না। রাজকন্যা হার আর শাপলা ঝুমকার সাথে মিলিয়ে পুরো বিয়ের সেট।",
    },
    category: "Bangles",
    metal: "Gold",
    purity: "22K",
    weight: 32.4,
    imageUrl: "/images/sample/bangles-gold-pair.svg",
    images: [],
    featured: true,
  },
  {
    name: "Everyday Box Chain",
    description:
      "A crisp box chain in 925 sterling silver with a rhodium finish that stays bright. Strong enough for " +
      "most of our pendants, fine enough to wear alone.\n\n" +
      "- Length: 18 inches (45 cm)\n" +
      "- Lobster clasp",
    bn: {
      name: "রোজকার বক্স চেইন",
      description:
        "৯২৫ স্টার্লিং রুপার ঝকঝকে বক্স চেইন, রোডিয়াম ফিনিশে উজ্জ্বলতা থাকে অনেক দিন। আমাদের " +
        "বেশিরভাগ লকেট বইতে পারে, আবার একা পরলেও সুন্দর।\n\n" +
        "- দৈর্ঘ্য: ১৮ ইঞ্চি (৪৫ সেমি)\n" +
        "- লবস্টার হুক",
    },
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
      "court-profile band. The gallery shows the ring from the side; it pairs with the **matching " +
      "Kashful Drop Earrings**. Resized free of charge in Dhaka or Mymensingh.",
    bn: {
      name: "পদ্মফুল আংটি",
      description:
        "২২ ক্যারেট সোনার ছয়টি গোল পাপড়ি মেলে আছে একটি চুনি-লাল পাথর ঘিরে, আরামদায়ক গোলচে " +
        "পাতের ওপর বসানো। গ্যালারিতে পাশ থেকে আংটিটি দেখানো হয়েছে; সাথে মানায় **মিলিয়ে পরার " +
        "কাশফুল ড্রপ দুল**। ঢাকা বা ময়মনসিংহে বিনা খরচে মাপ বদল।",
    },
    category: "Ring",
    metal: "Gold",
    purity: "22K",
    weight: 4.8,
    imageUrl: "/images/sample/ring-gold.svg",
    images: ["/images/sample/ring-gold-side.svg"],
    featured: true,
  },
  {
    name: "Tara Solitaire Ring",
    description:
      "A single brilliant-cut diamond (**0.30 ct, G colour, VS2**) held high in a four-claw 18K gold " +
      "setting, made for the moment you ask the question.\n" +
      "Comes with a grading report and a free cleaning in the first year; pairs with the matching " +
      "Shishir pendant.",
    bn: {
      name: "তারা সলিটেয়ার আংটি",
      description:
        "চার দাঁতের ১৮ ক্যারেট সোনার বসানিতে উঁচু করে ধরা একটি ব্রিলিয়ান্ট-কাট হীরা (**০.৩০ " +
        "ক্যারেট, G রং, ভিএস২**), জীবনের বিশেষ প্রশ্নটি করার মুহূর্তের জন্য।\n" +
        "সাথে গ্রেডিং রিপোর্ট, আর প্রথম বছরে একবার বিনা খরচে পরিষ্কার; সাথে মানায় মিলিয়ে পরার " +
        "শিশির লকেট।",
    },
    category: "Ring",
    metal: "Diamond",
    purity: "18K",
    weight: 3.6,
    imageUrl: "/images/sample/ring-diamond.svg",
    images: ["/images/sample/ring-diamond-detail.svg"],
    featured: true,
  },
  {
    name: "Mymensingh Kada Bangle",
    description:
      "A single wide kada in 21K gold, hand-punched with a row of dots between two engraved rails by our " +
      "Mymensingh karigars. Bold on its own, or worn as a pair.",
    bn: {
      name: "ময়মনসিংহের কড়া বালা",
      description:
        "২১ ক্যারেট সোনার চওড়া একটি কড়া, খোদাই করা দুই রেখার মাঝে হাতে ঠোকা বিন্দুর সারি, " +
        "আমাদের ময়মনসিংহের কারিগরদের কাজ। একটিই নজর কাড়ে, আবার জোড়ায়ও পরা যায়।",
    },
    category: "Bangles",
    metal: "Gold",
    purity: "21K",
    weight: 18.6,
    imageUrl: "/images/sample/bangles-gold.svg",
    images: [],
    featured: false,
  },
  {
    name: "Chandni Silver Hoops",
    description:
      "Oval sterling silver hoops on French hooks, with a row of small bezel-set stones along the lower " +
      "curve. **Lightweight** at about 3 g each, comfortable all day. Keep them in the zip pouch provided " +
      "to slow tarnish.",
    bn: {
      name: "চাঁদনি রুপার বালি",
      description:
        "ফ্রেঞ্চ হুকে ঝোলানো ডিম্বাকার স্টার্লিং রুপার বালি, নিচের বাঁকে ছোট ছোট পাথরের সারি। " +
        "প্রতিটি মাত্র ৩ গ্রামের মতো, **হালকা** আর সারাদিন আরামদায়ক। কালচে হওয়া ঠেকাতে সাথে " +
        "দেওয়া জিপ থলেতে রাখুন।",
    },
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
    bn: {
      name: "রুপালি হাঁসুলি হার",
      description:
        "গ্রামবাংলার হাঁসুলির আধুনিক রূপ: মসৃণ স্টার্লিং রুপার গলাবন্ধে ঝুলছে ছোট ছোট মুদ্রা আর " +
        "একটি মুনস্টোনের পদক। প্রতিটি মুদ্রা হাতে ছাপ দেওয়া, তাই কোনো দুটি হুবহু এক নয়।\n\n" +
        "- পেছনের চেইনে মাপমতো ছোট-বড় করা যায়\n" +
        "- পরার পর রুপা মোছার কাপড়ে মুছে রাখুন",
    },
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
    bn: {
      name: "জামদানি লিংক ব্রেসলেট",
      description:
        "২১ ক্যারেট সোনার খোলা ডিম্বাকার লিংক, ছোট গোল আংটায় জোড়া, পরিপাটি বক্স হুকে আটকানো। " +
        "অফিসে বা সন্ধ্যার দাওয়াতে পরার মতো হালকা, নমনীয় ব্রেসলেট। **দৈর্ঘ্য ৭ ইঞ্চি**; চাইলে " +
        "বাড়তি লিংক জুড়ে দিই।",
    },
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
    bn: {
      name: "পুষ্প চার্ম ব্রেসলেট",
      description:
        "মজবুত তারের ওপর পালিশ করা স্টার্লিং রুপার পুঁতি, হুকের কাছে ছোট্ট একটি হার্ট আর দুটি " +
        "ক্রিস্টালের ফোঁটা। প্রথম গয়না হিসেবে মিষ্টি একটি উপহার।\n\n" +
        "- ১৬ সেমি পর্যন্ত কবজিতে মানায়\n" +
        "- সাঁতারের আগে খুলে রাখুন",
    },
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
      "never needs replating. **Hallmarked PT950.** Pairs with the matching Meghla chain.",
    bn: {
      name: "নির্ঝর প্ল্যাটিনাম ব্রেসলেট",
      description:
        "মসৃণ পিটি৯৫০ পাতে বসানো ঝকঝকে কাটের প্ল্যাটিনাম পুঁতির সারি; প্ল্যাটিনামের স্বাভাবিক সাদা " +
        "রঙে কখনো নতুন করে প্রলেপ দিতে হয় না। **পিটি৯৫০ হলমার্ক করা।** সাথে মানায় মিলিয়ে পরার " +
        "মেঘলা চেইন।",
    },
    category: "Bracelet",
    metal: "Platinum",
    purity: "PT950",
    weight: 14.6,
    imageUrl: "/images/sample/bracelet-platinum.svg",
    images: [],
    featured: false,
  },
  {
    name: "Jonaki Diamond Tennis Bracelet",
    description:
      "Forty-two brilliant-cut diamonds, **about 2.1 ct in total**, set in an unbroken line of 18K white " +
      "gold that glows like fireflies (*jonaki*). A double safety catch guards the clasp; bring it in once " +
      "a year for a free claw check.",
    bn: {
      name: "জোনাকি হীরার টেনিস ব্রেসলেট",
      description:
        "বিয়াল্লিশটি ব্রিলিয়ান্ট-কাট হীরা, **মোট প্রায় ২.১ ক্যারেট**, ১৮ ক্যারেট সাদা সোনায় " +
        "টানা এক সারিতে বসানো, জ্বলে জোনাকির মতো। হুক আগলে রাখে দুটি নিরাপত্তা লক; বছরে একবার " +
        "নিয়ে এলে দাঁতগুলো বিনা খরচে দেখে দিই।",
    },
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
    bn: {
      name: "নিত্য কেবল চেইন",
      description:
        "২২ ক্যারেট সোনার ডিম্বাকার কেবল লিংক, প্রতিটি ঝালাই করে বন্ধ, তাই টানে খুলে যায় না। ২০ " +
        "ইঞ্চি দৈর্ঘ্যে লকেট বসে কণ্ঠার হাড়ের ঠিক নিচে। ছোট করে দিই **বিনা খরচে**।",
    },
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
      "It pairs with the matching Nirjhor bracelet.",
    bn: {
      name: "মেঘলা প্ল্যাটিনাম চেইন",
      description:
        "পিটি৯৫০ প্ল্যাটিনামের মিহি কারুকাজের রোপ চেইন, রঙে মেঘলা আকাশের মতো শান্ত আর কোমল। ঘন আর " +
        "টেকসই, রোজ পরার জন্যই বানানো।\n" +
        "সাথে মানায় মিলিয়ে পরার নির্ঝর ব্রেসলেট।",
    },
    category: "Chain",
    metal: "Platinum",
    purity: "PT950",
    weight: 10.8,
    imageUrl: "/images/sample/chain-platinum.svg",
    images: [],
    featured: true,
  },
  {
    name: "Nawab Gents' Chain",
    description:
      "A heavy open-link chain in 21K gold for men, its links polished on both faces. **Lobster clasp with " +
      "a safety lock.**\n\n" +
      "- Length: 22 inches\n" +
      "- Weight varies by about 0.5 g with length",
    bn: {
      name: "নবাব জেন্টস চেইন",
      description:
        "পুরুষদের জন্য ২১ ক্যারেট সোনার ভারী খোলা-লিংক চেইন, প্রতিটি লিংকের দুই পিঠই পালিশ করা। " +
        "**নিরাপত্তা লকসহ লবস্টার হুক।**\n\n" +
        "- দৈর্ঘ্য: ২২ ইঞ্চি\n" +
        "- দৈর্ঘ্যভেদে ওজন ০.৫ গ্রামের মতো কমবেশি হয়",
    },
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
    bn: {
      name: "চন্দ্রিমা মুনস্টোন লকেট",
      description:
        "স্টার্লিং রুপার ফোঁটা-আকারের ফ্রেমে ডিম্বাকার রংধনু মুনস্টোন, কিনারে দানাদার বর্ডার। " +
        "আমাদের রোজকার বক্স চেইনে (আলাদা বিক্রি হয়) চমৎকার মানায়। মুনস্টোন নরম পাথর, তাই " +
        "ধাক্কা আর কড়া ক্লিনার থেকে দূরে রাখুন।",
    },
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
      "on a winter morning. It pairs with the matching Tara ring.\n\n" +
      "- Centre stone 0.40 ct\n" +
      "- Comes on an 18-inch gold chain",
    bn: {
      name: "শিশির হীরার লকেট",
      description:
        "১৮ ক্যারেট সোনায় একটি গোল ব্রিলিয়ান্ট হীরা, চারপাশে ছোট পাথরের বলয়, শীতের সকালের " +
        "শিশিরের মতো ঝলমলে। সাথে মানায় মিলিয়ে পরার তারা আংটি।\n\n" +
        "- মাঝের পাথর ০.৪০ ক্যারেট\n" +
        "- সাথে ১৮ ইঞ্চি সোনার চেইন",
    },
    category: "Pendant",
    metal: "Diamond",
    purity: "18K",
    weight: 4.2,
    imageUrl: "/images/sample/pendant-diamond.svg",
    images: [],
    featured: true,
  },
  {
    name: "Nodi Silver Band",
    description:
      "A broad sterling silver band edged with a fine milgrain line and a single bezel-set stone. A " +
      "**rhodium finish** keeps it bright. Available in sizes 5 to 12.",
    bn: {
      name: "নদী রুপার আংটি",
      description:
        "চওড়া স্টার্লিং রুপার আংটি, কিনারে মিহি দানার রেখা আর একটি বসানো পাথর। **রোডিয়াম " +
        "ফিনিশ** উজ্জ্বলতা ধরে রাখে। মাপ ৫ থেকে ১২।",
    },
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
    bn: {
      name: "অনন্ত প্ল্যাটিনাম আংটি",
      description:
        "পিটি৯৫০ প্ল্যাটিনামের ভারী গোলচে আংটি, পাতের সমান করে বসানো একটি পাথর, সারাজীবন পরার জন্য " +
        "গড়া। প্ল্যাটিনাম স্পর্শকাতর ত্বকেও আরামদায়ক, দিনে দিনে নরম সাটিনের আভা পায়; নতুন করে " +
        "পালিশ করে দিই **আজীবন, বিনা খরচে**।",
    },
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
      "enough to wear from morning to night. Pairs with the **matching Padma Flower Ring**.",
    bn: {
      name: "কাশফুল ড্রপ দুল",
      description:
        "২১ ক্যারেট সোনার ফুলের টপ, নিচে চুনি-লাল ফোঁটা আর ডগায় ছোট্ট একটি মিঠা পানির মুক্তা; " +
        "সকাল থেকে রাত পর্যন্ত পরে থাকার মতো হালকা। সাথে মানায় **মিলিয়ে পরার পদ্মফুল " +
        "আংটি**।",
    },
    category: "Earrings",
    metal: "Gold",
    purity: "21K",
    weight: 7.6,
    imageUrl: "/images/sample/earrings-gold.svg",
    images: [],
    featured: false,
  },
  {
    name: "Shukhtara Diamond Hoops",
    description:
      "Oval hoops in 18K white gold with brilliant-cut diamonds along the lower curve, where they catch " +
      "the most light. **About 0.36 ct in total**, on French hooks with safety catches.",
    bn: {
      name: "শুকতারা হীরার বালি",
      description:
        "১৮ ক্যারেট সাদা সোনার ডিম্বাকার বালি, নিচের বাঁকে ব্রিলিয়ান্ট-কাট হীরা, যেখানে আলো " +
        "পড়ে সবচেয়ে বেশি। **মোট প্রায় ০.৩৬ ক্যারেট**, নিরাপত্তা লকসহ ফ্রেঞ্চ হুকে।",
    },
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
    bn: {
      name: "রুপার চুড়ি (৩টির সেট)",
      description:
        "গায়ে বিন্দুর খাঁজ কাটা তিনটি সরু স্টার্লিং রুপার চুড়ি, একসাথে পরলে মৃদু রিনিঝিনি " +
        "বাজে। লাল-সাদা শাড়ির সাথে পহেলা বৈশাখের প্রিয় সাজ।\n" +
        "রুপা মোছার কাপড়ে পালিশ করুন, কালচে-রোধী থলেতে রাখুন।",
    },
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
    bn: {
      name: "সূর্যমুখী পদক হার",
      description:
        "২১ ক্যারেট সোনার গোল পদক, চুনি-লাল ক্যাবোশন ঘিরে খোদাই করা আটটি পাপড়ি, ঝুলছে পালিশ করা " +
        "সোনার পুঁতির চেইনে। নিচের কিনারে ছোট মুক্তার ডগাওয়ালা তিনটি ঝোলা। **উৎসবের গয়না, " +
        "প্রজন্ম থেকে প্রজন্মে হাতবদলের জন্য।**",
    },
    category: "Necklace",
    metal: "Gold",
    purity: "21K",
    weight: 34.8,
    imageUrl: "/images/sample/necklace-gold-medallion.svg",
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
    bn: {
      name: "শিশুর বালা",
      description:
        "১৮ ক্যারেট সোনার ছোট্ট খোলা-লিংক ব্রেসলেট, রীতি মেনে নবজাতককে বা শিশুর মুখেভাতে " +
        "(*অন্নপ্রাশন*) উপহার দেওয়া হয়। হুকে মাপ বাড়ানো যায়, তাই শিশুর সাথে সাথে বড় হয়।\n\n" +
        "- মসৃণ, গোলচে কিনারা\n" +
        "- চাইলে নাম খোদাই করে দিই",
    },
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
    bn: {
      name: "ছোট কলকা লকেট",
      description:
        "আমাদের সবচেয়ে বেশি বিক্রি হওয়া কলকা নকশা, এবার ১৮ ক্যারেটে আরও ছোট আর হালকা; " +
        "শিক্ষার্থীদের জন্য আর উপহার হিসেবে আদর্শ। আসলটির মতোই হাতে বসানো পাথর আর দানাদার " +
        "বর্ডার, নিত্য কেবল চেইনের সাথে দারুণ মানায়।",
    },
    category: "Pendant",
    metal: "Gold",
    purity: "18K",
    weight: 3.2,
    imageUrl: "/images/sample/pendant-gold.svg",
    images: [],
    featured: false,
  },
];

/**
 * The pieces each item pairs with, by name, as its own text names them (a set, a matching piece, a
 * chain to hang it on); the seed links them once they have ids.
 */
export const samplePairs: Readonly<Record<string, readonly string[]>> = {
  "Rajkonna Bridal Necklace": ["Shapla Jhumka Earrings", "Nakshi Gold Bangles (Pair)"],
  "Shapla Jhumka Earrings": ["Rajkonna Bridal Necklace", "Nakshi Gold Bangles (Pair)"],
  "Nakshi Gold Bangles (Pair)": ["Rajkonna Bridal Necklace", "Shapla Jhumka Earrings"],
  "Padma Flower Ring": ["Kashful Drop Earrings"],
  "Kashful Drop Earrings": ["Padma Flower Ring"],
  "Tara Solitaire Ring": ["Shishir Diamond Halo Pendant"],
  "Shishir Diamond Halo Pendant": ["Tara Solitaire Ring"],
  "Nirjhor Platinum Line Bracelet": ["Meghla Platinum Chain"],
  "Meghla Platinum Chain": ["Nirjhor Platinum Line Bracelet"],
  "Chandrima Moonstone Pendant": ["Everyday Box Chain"],
  "Everyday Box Chain": ["Chandrima Moonstone Pendant"],
  "Petite Kolka Pendant": ["Nitto Cable Chain"],
  "Kolka Motif Pendant": ["Nitto Cable Chain"],
  "Nitto Cable Chain": ["Kolka Motif Pendant", "Petite Kolka Pendant"],
};

/** Taka per gram, whole taka (22K gold ≈ 2,28,600 Tk per vori). */
export const sampleRateBoard: RateBoardPrices = {
  gold: { "22K": 19_600, "21K": 18_718, "18K": 16_072, Traditional: 13_328 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
};
