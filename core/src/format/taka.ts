// Built on first use: a page's first number format starts ICU, a long task on a phone, so importing pays nothing.
let taka: Intl.NumberFormat | undefined;

/** "৳2,28,614": the taka sign and lakh grouping, whole taka, as prices are written in Bangladesh. */
export function formatTaka(amount: number): string {
  taka ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
  return `৳${taka.format(amount)}`;
}
