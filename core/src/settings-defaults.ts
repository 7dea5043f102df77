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
 * a complete shop, so no page ever renders half-empty, in Bengali as well as in English.
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
    bn: {
      siteName: "সোনালী জুয়েলার্স",
      tagline: "২০২০ সাল থেকে হলমার্ক করা সোনা ও রুপা",
      heroTitle: "প্রতিটি উৎসবের জন্য যত্নে গড়া গয়না",
      heroSubtitle:
        "হলমার্ক করা ২২ ও ২১ ক্যারেট সোনা, স্টার্লিং রুপা আর হীরার গয়না, ঢাকা ও ময়মনসিংহে আমাদের নিজেদের কারিগরদের হাতে গড়া।",
      features: {
        feature1: {
          title: "খাঁটি সোনার নিশ্চয়তা",
          description: "প্রতিটি গয়না হলমার্ক করা, ওজন হয় আপনার চোখের সামনে, ভরি আর গ্রাম দুই হিসাবেই।",
        },
        feature2: {
          title: "নিজস্ব কারিগর",
          description: "আমাদের কারখানায় গড়া ও ফিনিশ করা নকশা; মাপ বদল আর মেরামত আজীবন।",
        },
        feature3: {
          title: "ন্যায্য দামে বদল",
          description: "পুরোনো সোনা বদলে নিন সেদিনের বাজুস দরে, সাথে পরিষ্কার লিখিত রসিদ।",
        },
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
    visitAddress: "Bashundhara City, Dhaka and Ganginar Par, Mymensingh",
    businessHours: "Saturday-Thursday: 10:00 AM-8:00 PM\nFriday: 2:00 PM-8:00 PM",
    gettingHere: [
      "Karwan Bazar metro station (MRT Line 6) is about a 10-minute walk from Bashundhara City.",
      "Take the lifts or escalators to Level 4; our showroom faces the central atrium.",
      "Parking is in the basement levels of the mall; enter from Panthapath.",
      "Rickshaws and CNGs can drop you at the main gate on Panthapath.",
    ].join("\n"),
    mapLocation: "https://maps.google.com/?q=23.7511,90.3906",
    coordinates: { lat: 23.7511, lng: 90.3906 },
    // The fields above are the first showroom's (ADR 043).
    showrooms: [
      {
        name: "Dhaka Showroom",
        address: "Shop 27-29, Level 4, Bashundhara City\n13/3 Ka, Panthapath, Dhaka 1215\nBangladesh",
        businessHours: "Saturday-Thursday: 10:00 AM-8:00 PM\nFriday: 2:00 PM-8:00 PM",
        phone: "+880 1711-234567",
        whatsapp: "+880 1711-234567",
        mapLocation: "https://maps.google.com/?q=23.7511,90.3906",
        coordinates: { lat: 23.7511, lng: 90.3906 },
        bn: {
          name: "ঢাকা শোরুম",
          address: "দোকান ২৭-২৯, লেভেল ৪, বসুন্ধরা সিটি\n১৩/৩ ক, পান্থপথ, ঢাকা ১২১৫\nবাংলাদেশ",
          businessHours: "শনি-বৃহস্পতিবার: সকাল ১০টা-রাত ৮টা\nশুক্রবার: দুপুর ২টা-রাত ৮টা",
        },
      },
      {
        name: "Mymensingh Showroom",
        address:
          "Shop 14-15, Ground Floor, Shankar Plaza\n32 Choto Bazar Road, Ganginar Par\nMymensingh 2200\nBangladesh",
        businessHours: "Saturday-Thursday: 10:30 AM-9:00 PM\nFriday: 3:00 PM-9:00 PM",
        phone: "+880 1811-456789",
        whatsapp: "+880 1811-456789",
        mapLocation: "https://maps.google.com/?q=24.7536,90.4069",
        coordinates: { lat: 24.7536, lng: 90.4069 },
        bn: {
          name: "ময়মনসিংহ শোরুম",
          address: "দোকান ১৪-১৫, নিচতলা, শংকর প্লাজা\n৩২ ছোট বাজার রোড, গাঙ্গিনার পাড়\nময়মনসিংহ ২২০০\nবাংলাদেশ",
          businessHours: "শনি-বৃহস্পতিবার: সকাল সাড়ে ১০টা-রাত ৯টা\nশুক্রবার: বিকাল ৩টা-রাত ৯টা",
        },
      },
    ],
    bn: {
      title: "যোগাযোগ",
      subtitle: "ঢাকা ও ময়মনসিংহে আমাদের শোরুমে চলে আসুন, ফোন করুন, কিংবা বার্তা পাঠান, আমরাই আপনাকে ফোন করব।",
      address: "দোকান ২৭-২৯, লেভেল ৪, বসুন্ধরা সিটি\n১৩/৩ ক, পান্থপথ, ঢাকা ১২১৫\nবাংলাদেশ",
      visitAddress: "বসুন্ধরা সিটি, ঢাকা আর গাঙ্গিনার পাড়, ময়মনসিংহ",
      businessHours: "শনি-বৃহস্পতিবার: সকাল ১০টা-রাত ৮টা\nশুক্রবার: দুপুর ২টা-রাত ৮টা",
      gettingHere: [
        "কারওয়ান বাজার মেট্রো স্টেশন (এমআরটি লাইন ৬) থেকে বসুন্ধরা সিটি হেঁটে মিনিট দশেকের পথ।",
        "লিফট বা চলন্ত সিঁড়িতে লেভেল ৪-এ উঠে আসুন; আমাদের শোরুম মাঝের খোলা চত্বরের ঠিক সামনে।",
        "গাড়ি রাখার জায়গা মার্কেটের বেসমেন্টে; ঢোকার পথ পান্থপথ দিয়ে।",
        "রিকশা বা সিএনজি আপনাকে পান্থপথের মূল ফটকে নামিয়ে দেবে।",
      ].join("\n"),
    },
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
    bn: {
      metaTitle: "সোনালী জুয়েলার্স | ঢাকা ও ময়মনসিংহে সোনা, রুপা ও হীরার গয়না",
      metaDescription:
        "ঢাকা ও ময়মনসিংহে হলমার্ক করা সোনা, রুপা ও হীরার গয়না। কালেকশন দেখুন, ভরি থেকে গ্রামের হিসাব করুন, জেনে নিন আজকের সোনার দাম।",
      keywords: "গয়না ঢাকা, সোনার গয়না বাংলাদেশ, ২২ ক্যারেট সোনা, ভরি থেকে গ্রাম, আজকের সোনার দাম, ময়মনসিংহ",
      ogTitle: "সোনালী জুয়েলার্স",
      ogDescription: "ঢাকা ও ময়মনসিংহে হলমার্ক করা সোনা, রুপা ও হীরার গয়না।",
      twitterTitle: "সোনালী জুয়েলার্স",
      twitterDescription: "ঢাকা ও ময়মনসিংহে হলমার্ক করা সোনা, রুপা ও হীরার গয়না।",
    },
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
    bn: {
      title: "সোনালী জুয়েলার্সের কথা",
      description: "ঢাকা ও ময়মনসিংহের একটি পারিবারিক জুয়েলারি দোকান: সৎ ওজন আর টেকসই কারিগরি আমাদের পরিচয়।",
      associationLine: "বাংলাদেশ জুয়েলার্স অ্যাসোসিয়েশনের (বাজুস) সদস্য, সদস্য নম্বর ২০২০-ডিএইচ-১১৮৪",
      story:
        "২০২০ সালে ময়মনসিংহের ছোট বাজারে ছোট্ট একটি কাউন্টার দিয়ে সোনালী জুয়েলার্সের যাত্রা শুরু। দোকানটি চালায় এমন এক পরিবার, তিন পুরুষ ধরে যাদের হাতে সোনার কাজ। পরে ঢাকায় শোরুম খোলা হয়, একই অঙ্গীকার নিয়ে: প্রতিটি গয়না ক্রেতার সামনে ওজন করা, প্রতিটি দাম বুঝিয়ে বলা।",
      storyNote:
        "আজ আমাদের কারিগরেরা গড়েন বিয়ের সেট, রোজ পরার চেইন আর বালা, উপহারের রুপার গয়না। বহু বছর আগে আমাদের কাছ থেকে কেনা গয়নাও আমরা আজও বিনা খরচে মেরামত আর পালিশ করে দিই।",
      mission: "সোনা কেনাকে সহজ আর স্বচ্ছ রাখা: হলমার্ক করা খাঁটি সোনা, ভরি ও গ্রামে ওজন, আর প্রতিটি রসিদে সেদিনের বাজুস দর।",
      vision: "প্রথম আংটি থেকে বিয়ের সেট পর্যন্ত, বাংলাদেশের পরিবারগুলোর প্রতিটি উৎসবে ভরসার জুয়েলার্স হয়ে ওঠা।",
      promise: {
        eyebrow: "সোনালীর অঙ্গীকার",
        reason1: {
          title: "হলমার্ক করা খাঁটি সোনা",
          description: "২২, ২১ ও ১৮ ক্যারেট সোনা আর স্টার্লিং রুপা, কাউন্টারে আসার আগেই পরীক্ষা করে হলমার্ক করা।",
        },
        reason2: {
          title: "সৎ ওজন",
          description: "প্রতিটি গয়না আপনার সামনে ওজন করে ভরি, আনা ও রতিতে লিখে দেওয়া হয়, পাশে গ্রামের হিসাবও।",
        },
        reason3: {
          title: "আজীবন যত্ন",
          description: "আমাদের কাছ থেকে কেনা গয়না যতদিন পরবেন, ততদিন বিনা খরচে পালিশ আর মেরামত।",
        },
        reason4: {
          title: "ন্যায্য দামে বদল",
          description: "পুরোনো সোনা বদল হয় সেদিনের বাজুস দরে, সাথে পরিষ্কার লিখিত রসিদ।",
        },
      },
    },
  },
  socialMedia: { facebook: "", instagram: "", twitter: "", youtube: "", linkedin: "" },
  footer: {
    copyright: "© Shonali Jewellers. All rights reserved.",
    footerText:
      "Hallmarked gold, silver and diamond jewellery from our showrooms in Dhaka and Mymensingh since 2020.",
    bn: {
      copyright: "© সোনালী জুয়েলার্স। সর্বস্বত্ব সংরক্ষিত।",
      footerText: "২০২০ সাল থেকে ঢাকা ও ময়মনসিংহের শোরুমে হলমার্ক করা সোনা, রুপা ও হীরার গয়না।",
    },
  },
  trademarkImage: "/images/trademark.svg",
  // BAJUS: 5 % VAT on the sale, and a making charge of at least 6 % of the metal value.
  // Estimates on the item pages are the owner's choice: off, the spec's "Contact Us" stays.
  rates: {
    vatPercent: 5,
    makingChargePercent: 6,
    showEstimator: true,
    estimates: "off",
    estimateCategories: [],
  },
  // The trade's current deductions on old gold (ADR 045), undated until the owner saves the shop's own.
  oldGold: { exchangePercent: 8, sellBackPercent: 10, effectiveFrom: "" },
  // One language until the owner asks the showroom display to switch (ADR 050).
  rateDisplay: { switchLanguages: false, switchSeconds: 10 },
  // Silver's nisab, as most of the country's scholars and the Islamic Foundation reckon mixed wealth (ADR 051).
  zakat: { nisabStandard: "silver" },
};
