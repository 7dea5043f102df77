/** The shop's showrooms, wherever the site lists them: the contact page, the footer, an item's page. */
export const showrooms = {
  "showrooms.title": "Our Showrooms",
  "showrooms.intro": "Come in to see a piece in your hand and have it weighed in front of you.",
  "showrooms.unnamed": "Our showroom",
  "showrooms.hours": "Opening hours",
  "showrooms.whatsapp": "WhatsApp",
  "showrooms.map": "Map",
  "showrooms.greeting": "Hello {shop}, I would like to visit your {showroom}.",
  "showrooms.choose": "Choose a showroom",
} as const;
