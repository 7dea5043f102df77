/** A visitor's alerts of new rate boards, on /gold-rates: no account, one browser at a time. */
export const rateAlerts = {
  "rateAlerts.title": "Rate alerts",
  "rateAlerts.intro":
    "Get a notification on this phone when the shop publishes a new rate, or when a price crosses a figure you choose. No account, no phone number.",
  "rateAlerts.open": "Set up rate alerts",
  "rateAlerts.loading": "Checking this browser...",
  "rateAlerts.when": "Alert me",
  "rateAlerts.every": "For every new rate",
  "rateAlerts.price": "When a price crosses a figure",
  "rateAlerts.grade": "Metal and grade",
  "rateAlerts.direction": "When it goes",
  "rateAlerts.below": "Below",
  "rateAlerts.above": "Above",
  "rateAlerts.amount": "Price per vori (৳)",
  "rateAlerts.now": "Now {price} per vori.",
  "rateAlerts.alreadyBelow": "It is already below that: you will be alerted the next time it goes below it.",
  "rateAlerts.alreadyAbove": "It is already above that: you will be alerted the next time it goes above it.",
  "rateAlerts.turnOn": "Turn on alerts",
  "rateAlerts.save": "Save",
  "rateAlerts.working": "Turning on...",
  "rateAlerts.onEvery": "Alerts are on in this browser for every new rate.",
  "rateAlerts.onPrice": "Alerts are on in this browser for when {product} goes {direction} {price} a vori.",
  "rateAlerts.directionBelow": "below",
  "rateAlerts.directionAbove": "above",
  "rateAlerts.change": "Change",
  "rateAlerts.cancel": "Cancel",
  "rateAlerts.stop": "Stop alerts",
  "rateAlerts.stopped": "Alerts stopped. This browser will get no more rate alerts.",
  "rateAlerts.saved": "Done. The next alert will come when the new rate takes effect.",
  "rateAlerts.homeScreen":
    "On iPhone and iPad, alerts work once this site is on your Home Screen: tap Share, then “Add to Home Screen”, and open the shop from there.",
  "rateAlerts.unsupported":
    "This browser cannot show notifications from websites. Try Chrome, Firefox, Edge or Samsung Internet.",
  "rateAlerts.blocked":
    "Notifications are blocked for this site. Allow them in your browser's settings for this site, then try again.",
  "rateAlerts.notAllowed":
    "Alerts need your permission to show notifications. Tap “Turn on alerts” and choose Allow.",
  "rateAlerts.offline": "You are offline. Alerts can be turned on once you are back online.",
  "rateAlerts.failed": "Alerts could not be turned on in this browser just now. Please try again.",
  "rateAlerts.privacy":
    "The shop keeps only what this browser needs to receive the alert, in the language of this page. Stop any time, here or from an alert.",
} as const;
