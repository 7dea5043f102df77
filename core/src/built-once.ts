/**
 * A value built the first time it is asked for, then kept: what costs a phone milliseconds to build
 * (a validator, a word table) is not built as every page's code loads, only where it is used.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
