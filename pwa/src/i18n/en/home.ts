export const home = {
  "home.exploreCollection": "Explore Collection",
  "home.goldCalculator": "Gold Calculator",
  "home.featuresHeading": "Why families choose us",
  "home.featuredHeading": "Featured Collection",
  "home.featuredIntro": "Pieces our customers ask about most, made and finished in our own workshop.",
  "home.viewAll": "View the full collection",
  "home.noFeatured": "Our collection is being updated. Please visit again soon or call us.",
} as const;
