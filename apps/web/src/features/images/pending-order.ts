/**
 * Where an order just chosen (drag, set as cover) stands against the stored one: 'pending'
 * while the store has not caught up, so the list does not jump back in between; 'done' once
 * the store shows it, or once images were added or removed (the stored list then wins).
 */
export function pendingOrderState(
  stored: readonly string[],
  chosen: readonly string[],
): 'pending' | 'done' {
  if (stored.length !== chosen.length) return 'done';
  const storedSet = new Set(stored);
  if (!chosen.every((id) => storedSet.has(id))) return 'done';
  return stored.every((id, index) => id === chosen[index]) ? 'done' : 'pending';
}
