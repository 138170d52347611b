/**
 * A calculator's input in the URL: one lenient search schema per feature, written once; the
 * page's `useSearch` (src/routing/router.tsx), the field list and the identity of the submitted input
 * derive from it.
 * Reading never throws: a value of the wrong kind is dropped, a bad value of the right kind is kept
 * so the form can name it (see useUrlForm.ts).
 */
import * as z from 'zod/mini';

/** One search param as a link may hold it: text, a number or a boolean; anything else drops. */
export const searchParam = z.catch(
  z.optional(z.union([z.string(), z.number(), z.boolean()])),
  undefined,
);
export type SearchValue = string | number | boolean;

/** A feature's search schema: an object of `searchParam`s. */
export type SearchSchema<F extends string = string> = z.ZodMiniObject<
  Record<F, typeof searchParam>
>;
export type FieldOf<S extends SearchSchema> = Extract<keyof S['shape'], string>;
/** The search params of a schema as the route holds them: only the fields present. */
export type SearchOf<S extends SearchSchema> = Partial<Record<FieldOf<S>, SearchValue>>;

/** The schema's fields, in the order they are written (and put in the URL). */
function searchFields<S extends SearchSchema>(schema: S): FieldOf<S>[] {
  return Object.keys(schema.shape) as FieldOf<S>[];
}

/** Reads search params with a schema: keeps the schema's fields, drops the rest, never throws. */
export function searchValidator<S extends SearchSchema>(schema: S) {
  const fields = searchFields(schema);
  return (raw: Record<string, unknown>): SearchOf<S> => {
    const parsed = z.safeParse(schema, raw);
    const search: SearchOf<S> = {};
    if (!parsed.success) return search;
    const data = parsed.data as Partial<Record<string, SearchValue>>;
    for (const field of fields) {
      const value = data[field];
      if (value !== undefined) search[field] = value;
    }
    return search;
  };
}

/**
 * A stable identity of the submitted input in the URL: '' when the URL holds none of the fields,
 * else their values in field order (so the param order of a link does not matter).
 */
export function searchKey<S extends SearchSchema>(schema: S, search: SearchOf<S>): string {
  const fields = searchFields(schema);
  return fields.some((field) => search[field] !== undefined)
    ? JSON.stringify(fields.map((field) => search[field] ?? null))
    : '';
}

/**
 * Reads a search string as values, as the URLs of this app have always been written: a value
 * that reads as JSON is that value (`participants=120` is the number 120, `a=true` a boolean),
 * any other is the string as given (`origin=DE`). A number is read only as people write one:
 * `1e3`, `0x10` or `.5` stay text, so that a count field quotes them back instead of calculating
 * with a number nobody typed.
 */
export function parseSearch(search: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, text] of new URLSearchParams(search)) {
    values[key] = readValue(text);
  }
  return values;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function readValue(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  return typeof value === 'number' && !PLAIN_NUMBER.test(text) ? text : value;
}

/**
 * Writes values as a search string that `parseSearch` reads back to the same values: a string
 * that would read as another value (`"120"`) is written as JSON (`%22120%22`); undefined is left out.
 */
export function stringifySearch(values: Record<string, SearchValue | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    params.set(
      key,
      typeof value === 'string' && !readsAsOther(value) ? value : JSON.stringify(value),
    );
  }
  return params.toString();
}

function readsAsOther(text: string): boolean {
  return readValue(text) !== text;
}
