/** The index `step` places from `index` in a ring of `count` items: last + 1 is the first, first - 1 the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
