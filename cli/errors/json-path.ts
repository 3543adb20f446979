/** A location inside a JSON document, as keys and array indexes. */
export type JsonPath = readonly (string | number)[];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `['ui', 'flower', 0, 'type']` → `ui.flower[0].type`: the form the operator reads in errors. */
export function formatJsonPath(path: JsonPath): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (IDENTIFIER.test(key)) text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(key)}]`;
  }
  return text;
}

/** The value at `path` inside `root`, or undefined when any step is missing. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

export function hasValueAt(root: unknown, path: JsonPath): boolean {
  return valueAt(root, path) !== undefined;
}
