/**
 * `read` remembered per header value: a browser sends the same value with each request, so each
 * distinct one is read once. Past `max` values (someone making them up) it starts afresh.
 */
export function boundedMemo<T>(read: (value: string) => T, max = 64): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    if (known.has(value)) return known.get(value) as T;
    const result = read(value);
    if (known.size >= max) known.clear();
    known.set(value, result);
    return result;
  };
}
