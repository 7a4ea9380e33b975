/**
 * Each item once, where it first came (by id): pages read one after another can hold an item twice
 * when the list changed between them, or when a server pages differently from what it was asked.
 * The same array when nothing repeats, so what renders it can skip rendering.
 */
export function onceEach<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  const unique = items.filter((item) => !seen.has(item.id) && seen.add(item.id));
  return unique.length === items.length ? items : unique;
}
