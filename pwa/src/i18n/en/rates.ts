export const rates = {
  "rates.pageTitle": "Today's Rate",
  "rates.title": "Today's Gold & Silver Rate",
  "rates.intro": "Prices per vori (11.664 g) as published for today, with the price per gram beside them.",
  "rates.gold": "Gold Prices",
  "rates.silver": "Silver Prices",
  "rates.col.product": "Product",
  "rates.col.description": "Description",
  "rates.col.price": "Price",
  "rates.perVori": "per vori",
  "rates.perGram": "{price} per gram",
  "rates.lastUpdated": "Last updated: {time} (Dhaka time)",
  "rates.savedAt":
    "These rates were saved on this device at {time} and could not be refreshed just now. Today's rate may have changed.",
  "rates.error": "Error: {message}",
  "rates.fetchFailed": "Failed to fetch rates",
  "rates.empty.title": "Rates have not been published yet",
  "rates.empty.text":
    "Today's rates will appear here once they are published. Call us for the current price.",
  "rates.empty.call": "Call {phone}",
  "rates.note": "Making charges and VAT are added at the counter. Please call to confirm before visiting.",
} as const;
