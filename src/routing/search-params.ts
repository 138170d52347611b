/**
 * A calculator's input in the URL, from one lenient search schema per feature. Reading never
 * throws: a value of the wrong kind is dropped, a bad value of the right kind is kept so the form
 * can name it.
 */
import * as z from 'zod/mini';

export const searchParam = z.catch(
  z.optional(z.union([z.string(), z.number(), z.boolean()])),
  undefined,
);
export type SearchValue = string | number | boolean;

export type SearchSchema<F extends string = string> = z.ZodMiniObject<
  Record<F, typeof searchParam>
>;
export type FieldOf<S extends SearchSchema> = Extract<keyof S['shape'], string>;
export type SearchOf<S extends SearchSchema> = Partial<Record<FieldOf<S>, SearchValue>>;

function searchFields<S extends SearchSchema>(schema: S): FieldOf<S>[] {
  return Object.keys(schema.shape) as FieldOf<S>[];
}

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

/** '' when the URL holds none of the fields; independent of a link's param order. */
export function searchKey<S extends SearchSchema>(schema: S, search: SearchOf<S>): string {
  const fields = searchFields(schema);
  return fields.some((field) => search[field] !== undefined)
    ? JSON.stringify(fields.map((field) => search[field] ?? null))
    : '';
}

/**
 * A value that reads as JSON is that value (`participants=120` the number 120), any other the
 * string as given. `1e3`, `0x10` or `.5` stay text, so a count field quotes them back instead of
 * calculating with a number nobody typed.
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

/** `parseSearch` reads it back to the same values: `"120"` is written as JSON. */
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
