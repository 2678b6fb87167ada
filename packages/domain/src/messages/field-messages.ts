/** A failed check as zod reports it: where, and what to say. */
export interface CheckIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Each field's first message, by its dotted path (`prefix` first): what a form shows under a
 * field, where a schema may report several issues for one value (an empty address also fails
 * its pattern).
 */
export function firstMessageByField(
  issues: readonly CheckIssue[],
  prefix: readonly string[] = [],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const path = [...prefix, ...issue.path.map(String)].join('.');
    messages[path] ??= issue.message;
  }
  return messages;
}
