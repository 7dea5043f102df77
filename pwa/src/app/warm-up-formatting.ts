import { SHOP_TIME_ZONE } from "#core/format/shop-time-zone";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A page's first number or date format loads the browser's locale data, some tens of milliseconds
 * on a phone, and the shop's time zone a few more. Done here, each in a task of its own while the
 * app's code downloads, rather than inside the task that evaluates the page's modules or hydrates
 * it, so no task grows long enough to hold up a tap.
 */
export async function warmUpFormatting(): Promise<void> {
  await nextTask();
  new Intl.NumberFormat().format(0);
  await nextTask();
  new Intl.DateTimeFormat(undefined, { timeZone: SHOP_TIME_ZONE }).format(0);
}
