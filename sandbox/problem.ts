/**
 * The sandbox's error answers: RFC 9457 problem details (`application/problem+json`) from the
 * server's one builder, so the sandbox and the gateway in front of a real service answer errors
 * alike; and the field errors of an invalid request body. The spec shows no error bodies; the
 * sandbox uses this one shape for every error so clients have one thing to parse.
 */
import type { $ZodIssue } from 'zod/v4/core';
import { problem } from '../src/shared/problem-response.ts';

export { problem };

/** One invalid field of a request body, named the way a reader writes it: `mealInfo[0].mealType`. */
export interface FieldError {
  field: string;
  /** JSON Pointer (RFC 6901) into the request body. */
  pointer: string;
  detail: string;
}

function fieldName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const segment of path) {
    if (typeof segment === 'number') name += `[${segment}]`;
    else name += name ? `.${String(segment)}` : String(segment);
  }
  return name || '(body)';
}

export function jsonPointer(path: readonly PropertyKey[]): string {
  return (
    '#' +
    path.map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('')
  );
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = body;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** A readable message for one zod issue; zod/mini leaves messages generic on purpose. */
function issueDetail(issue: $ZodIssue, body: unknown): string {
  if (issue.path.length > 0 && valueAt(body, issue.path) === undefined) return 'is required';
  switch (issue.code) {
    case 'invalid_type': {
      const article = /^[aeiou]/.test(issue.expected) ? 'an' : 'a';
      return issue.expected === 'int'
        ? 'must be an integer'
        : `must be ${article} ${issue.expected}`;
    }
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${String(issue.minimum)} character(s) long`
        : issue.origin === 'array'
          ? `must have at least ${String(issue.minimum)} item(s)`
          : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${String(issue.maximum)} character(s) long`
        : issue.origin === 'array'
          ? `must have at most ${String(issue.maximum)} item(s)`
          : `must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern
        ? `must match the pattern ${issue.pattern}`
        : `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `has unknown field(s) ${issue.keys.join(', ')}`;
    default:
      return 'is invalid';
  }
}

/** zod's own safe-integer bound of `z.int()`, reported beside our tighter bound for huge numbers. */
function isSafeIntegerBound(issue: $ZodIssue): boolean {
  return (
    (issue.code === 'too_big' && issue.maximum === Number.MAX_SAFE_INTEGER) ||
    (issue.code === 'too_small' && issue.minimum === Number.MIN_SAFE_INTEGER)
  );
}

/**
 * One clear message per problem of a field: a wrong type is reported alone (zod/mini may add a
 * length check that ran on the wrong type, "must have at least 1 item(s)" for a name given as
 * []), and "days must be at most 365" is not joined by "at most 9007199254740991".
 */
function clearestIssues(issues: readonly $ZodIssue[]): $ZodIssue[] {
  const byPointer = new Map<string, $ZodIssue[]>();
  for (const issue of issues) {
    const pointer = jsonPointer(issue.path);
    byPointer.set(pointer, [...(byPointer.get(pointer) ?? []), issue]);
  }
  return issues.filter((issue) => {
    const siblings = byPointer.get(jsonPointer(issue.path)) ?? [];
    if (siblings.length === 1) return true;
    if (siblings.some((other) => other.code === 'invalid_type')) {
      return issue === siblings.find((other) => other.code === 'invalid_type');
    }
    return !isSafeIntegerBound(issue);
  });
}

export function fieldErrorsFromIssues(issues: readonly $ZodIssue[], body: unknown): FieldError[] {
  const shown = clearestIssues(issues);
  return shown.map((issue) => ({
    field: fieldName(issue.path),
    pointer: jsonPointer(issue.path),
    detail: issueDetail(issue, body),
  }));
}

export function invalidBody(errors: readonly FieldError[]): Response {
  const summary = errors.map((error) => `${error.field} ${error.detail}`).join('; ');
  return problem({
    status: 400,
    detail: `The request body is invalid: ${summary}.`,
    extensions: { errors },
  });
}

/** A JSON answer of the API; credential-bound, so never cached by intermediaries. */
export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

export function methodNotAllowed(allow: string): Response {
  return problem({
    status: 405,
    detail: `This resource answers to ${allow} only.`,
    headers: { allow },
  });
}
