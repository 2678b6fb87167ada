/** Stripe's form encoding (`items[0][price]=…`, `expand[0]=…`) read back into objects. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = Record<string, FormValue>;

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key] ?? '')]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] ?? '');
  }
  return converted;
}

export function parseForm(text: string): Form {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as Record<string, FormValue>;
    });
  }
  return toArrays(root) as Form;
}

export function formString(
  form: Form | FormValue | undefined,
  ...path: (string | number)[]
): string | undefined {
  let node: FormValue | undefined = form;
  for (const key of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[String(key)];
  }
  return typeof node === 'string' ? node : undefined;
}

export function formList(form: Form, key: string): string[] {
  const value = form[key];
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return (Array.isArray(value) ? value : Object.values(value)).filter(
    (item): item is string => typeof item === 'string',
  );
}
