import type * as z from 'zod';
import type { JsonPath } from '../errors/json-path';
import { closestName } from './closest-name';
import { isPlainObject } from './is-plain-object';

type AnySchema = z.core.$ZodType;

/** The object schema inside wrappers (optional, default, pipe, …), or the schema itself. */
function unwrap(schema: AnySchema): AnySchema {
  const def = schema._zod.def as unknown as { type: string; innerType?: AnySchema; in?: AnySchema };
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

/** A key the schema does not declare, and the declared key of that object it most likely misspells. */
export interface UnknownKey {
  path: JsonPath;
  suggestion?: string;
}

/**
 * Keys in `value`, at any depth, that `schema` does not declare. Loose objects keep such keys (the
 * legacy service sends many), so they are found here and reported as warnings, not errors.
 */
export function findUnknownKeys(schema: AnySchema, value: unknown, path: JsonPath = []): UnknownKey[] {
  const inner = unwrap(schema);
  const def = inner._zod.def as unknown as {
    type: string;
    shape?: Record<string, AnySchema>;
    element?: AnySchema;
    options?: AnySchema[];
  };
  if (def.type === 'object' && def.shape && isPlainObject(value)) {
    const shape = def.shape;
    // Only keys the operator has not written are likely meant: "uii" beside "ui" is just unknown.
    const unwritten = Object.keys(shape).filter((known) => !Object.hasOwn(value, known) && known !== '$schema');
    return Object.keys(value).flatMap((key): UnknownKey[] => {
      if (Object.hasOwn(shape, key)) return findUnknownKeys(shape[key]!, value[key], [...path, key]);
      const suggestion = closestName(key, unwritten);
      return [{ path: [...path, key], ...(suggestion === undefined ? {} : { suggestion }) }];
    });
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.flatMap((item, index) => findUnknownKeys(element, item, [...path, index]));
  }
  if (def.type === 'union' && def.options && isPlainObject(value)) {
    // Only the object branch of a union can have unknown keys.
    const objectBranch = def.options.find((option) => unwrap(option)._zod.def.type === 'object');
    return objectBranch ? findUnknownKeys(objectBranch, value, path) : [];
  }
  return [];
}
