/** How the benchmarks sum up and write their figures. */

/** The middle value, or the mean of the middle two: one slow round on a busy machine does not move it. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export const print = (line = "") => process.stdout.write(`${line}\n`);
