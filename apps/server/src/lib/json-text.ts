/**
 * A record a loader read already written as JSON (PostgreSQL builds a page's records): the
 * pull puts its text into the answer as it is, instead of parsing it only to write it again
 * (decision 060).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** An item of a pull's list as JSON: its text when it is already JSON, else written here. */
export function itemJson(item: unknown): string {
  return item instanceof JsonText ? item.text : JSON.stringify(item);
}

/** The rows `SELECT id, <record>::text AS json` answers on either driver, as loader items. */
export function jsonTextById(result: unknown): Map<string, JsonText> {
  // Both drivers answer { rows }.
  const rows = (result as { rows: { id: string; json: string }[] }).rows;
  return new Map(rows.map((row) => [row.id, new JsonText(row.json)]));
}
