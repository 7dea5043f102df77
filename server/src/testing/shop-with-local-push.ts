import { runShop } from "../start/run-shop";

// The shop as `npm start` runs it, except that a push service on this machine (a browser test's)
// stands in for the browsers' own: the only way to see a push arrive without the internet.
runShop({ localPushServices: true }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
