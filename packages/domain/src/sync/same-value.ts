/**
 * Value equality for field-by-field merges (decision 009), the one rule the server's merge and
 * the browser's edit diffs share: two values are the same when their JSON is, whatever the
 * order of an object's keys (a record read back from PostgreSQL's jsonb comes in another order
 * than the form wrote it).
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    // Code-unit order: the same on every machine, whatever its locale.
    return Object.fromEntries(
      Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  });
}

/** True when an edit's value equals the stored one (objects compared whatever their key order). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
