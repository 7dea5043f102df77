import type { WebsiteSettings } from "./schemas/settings";

export const DEFAULT_PAYMENT_METHODS = [
  "Visa Card",
  "American Express",
  "DBBL",
  "City Bank",
  "bKash",
  "Nagad",
];

/**
 * What a fresh install shows, and what every section falls back to until the owner saves it:
 * a complete shop, so no page ever renders half-empty.
 */
export const settingsDefaults: WebsiteSettings = {
  homePage: {
    siteName: "Shonali Jewellers",
    tagline: "Hallmarked gold and silver since 2020",
    heroTitle: "Jewellery Crafted for Every Celebration",
    heroSubtitle:
      "Hallmarked 22K and 21K gold, sterling silver and diamond pieces, made by our own karigars in Dhaka and Mymensingh.",
    features: {
      feature1: {
        title: "Certified Purity",
        description: "Every piece is hallmarked and weighed in front of you, in vori and in grams.",
      },
      feature2: {
        title: "Our Own Karigars",
        description: "Designs made and finished in our workshop, with alterations and repairs for life.",
      },
      feature3: {
        title: "Fair Exchange",
        description: "Bring old gold for exchange at the day's BAJUS rate, with a clear written receipt.",
      },
    },
  },
  contactUs: {
    title: "Contact Us",
    subtitle:
      "Visit our showrooms in Dhaka and Mymensingh, call us, or send a message and we will call you back.",
    phone1: "+880 1711-234567",
    phone2: "+880 1911-765432",
    whatsapp: "+880 1711-234567",
    email: "info@shonalijewellers.com.bd",
    address: "Shop 27-29, Level 4, Bashundhara City\n13/3 Ka, Panthapath, Dhaka 1215\nBangladesh",
    visitAddress: "Bashundhara City, Level 4, Panthapath, Dhaka",
    businessHours: "Saturday-Thursday: 10:00 AM-8:00 PM\nFriday: 2:00 PM-8:00 PM",
    gettingHere: [
      "Karwan Bazar metro station (MRT Line 6) is about a 10-minute walk from Bashundhara City.",
      "Take the lifts or escalators to Level 4; our showroom faces the central atrium.",
      "Parking is in the basement levels of the mall; enter from Panthapath.",
      "Rickshaws and CNGs can drop you at the main gate on Panthapath.",
    ].join("\n"),
    mapLocation: "https://maps.google.com/?q=23.7511,90.3906",
    coordinates: { lat: 23.7511, lng: 90.3906 },
  },
  business: {
    companyName: "Shonali Jewellers",
    established: "2020",
    license: "Trade Licence TRAD/DNCC/041827/2020",
    paymentMethods: DEFAULT_PAYMENT_METHODS,
    sslVerified: true,
  },
  media: { logo: "", favicon: "", heroImage: "" },
  seo: {
    metaTitle: "Shonali Jewellers | Gold, Silver & Diamond Jewellery in Dhaka and Mymensingh",
    metaDescription:
      "Hallmarked gold, silver and diamond jewellery in Dhaka and Mymensingh. Browse the collection, convert vori to grams and see today's gold rate.",
    keywords:
      "jewellery Dhaka, gold jewellery Bangladesh, 22K gold, vori to gram, gold rate today, Mymensingh",
    ogTitle: "Shonali Jewellers",
    ogDescription: "Hallmarked gold, silver and diamond jewellery in Dhaka and Mymensingh.",
    ogImage: "",
    twitterTitle: "Shonali Jewellers",
    twitterDescription: "Hallmarked gold, silver and diamond jewellery in Dhaka and Mymensingh.",
    twitterImage: "",
  },
  aboutUs: {
    title: "About Shonali Jewellers",
    description: "A family jeweller serving Dhaka and Mymensingh with honest weight and lasting craft.",
    associationLine: "Member of the Bangladesh Jewellers Association (BAJUS), membership no. 2020-DH-1184",
    story:
      "Shonali Jewellers began in 2020 as a small counter in Mymensingh's Choto Bazar, run by a family that has worked gold for three generations. A showroom in Dhaka followed, with the same promise: every piece weighed in front of the customer, every price explained.",
    storyNote:
      "Today our karigars make bridal sets, everyday chains and bangles, and silver for gifting, and we still repair and polish what our customers bought from us years ago, free of charge.",
    mission:
      "To make buying gold simple and honest: hallmarked purity, weights in vori and grams, and the day's BAJUS rate on every receipt.",
    vision:
      "To be the jeweller families in Bangladesh trust for their celebrations, from the first ring to the wedding set.",
    promise: {
      eyebrow: "The Shonali promise",
      reason1: {
        title: "Hallmarked purity",
        description:
          "22K, 21K and 18K gold and sterling silver, tested and hallmarked before it reaches the counter.",
      },
      reason2: {
        title: "Honest weight",
        description:
          "Every piece is weighed in front of you and written down in vori, ana and roti, with grams beside them.",
      },
      reason3: {
        title: "Care for life",
        description: "Free polishing and repairs, for as long as you wear what you bought from us.",
      },
      reason4: {
        title: "Fair exchange",
        description: "Old gold exchanged at the day's BAJUS rate, with a clear written receipt.",
      },
    },
  },
  socialMedia: { facebook: "", instagram: "", twitter: "", youtube: "", linkedin: "" },
  footer: {
    copyright: "© Shonali Jewellers. All rights reserved.",
    footerText:
      "Hallmarked gold, silver and diamond jewellery from our showrooms in Dhaka and Mymensingh since 2020.",
  },
  trademarkImage: "/images/trademark.svg",
  // BAJUS: 5 % VAT on the sale, and a making charge of at least 6 % of the metal value.
  rates: { vatPercent: 5, makingChargePercent: 6, showEstimator: true },
};
