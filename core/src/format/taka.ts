const taka = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "৳2,28,614": the taka sign and lakh grouping, whole taka, as prices are written in Bangladesh. */
export const formatTaka = (amount: number): string => `৳${taka.format(amount)}`;
