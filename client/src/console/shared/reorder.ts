// Lists reordered on the screen before the server answers (optimistic moves): Apollo shows the new order at once and
// drops it by itself when the request fails or is refused, so the list never stays in an order the store lacks.

/** `list` with the entry at `from` moved to index `to` (kept within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [entry] = out.splice(from, 1);
  if (entry === undefined) return out;
  out.splice(Math.max(0, Math.min(to, out.length)), 0, entry);
  return out;
}
