import { runShop } from "./start/run-shop";

runShop().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
