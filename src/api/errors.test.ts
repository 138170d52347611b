import { describe, expect, it } from 'vitest';
import { messageFromErrorBody, messageKeyOfProblemType, normalFieldPath } from './errors.ts';
import { serverProblemType } from './problem.ts';
import { CERTIFICATES_ONLY_PROBLEM_TYPE } from './runtime-config.ts';

const json = 'application/json';
const problemJson = 'application/problem+json';

describe('normalFieldPath', () => {
  it.each([
    'mealInfo.1.mealType',
    '/mealInfo/1/mealType',
    '#/mealInfo/1/mealType',
    'mealInfo[1].mealType',
    '$.mealInfo[1].mealType',
    "mealInfo['1']['mealType']",
    'body.mealInfo.1.mealType',
  ])('reads %s as mealInfo.1.mealType', (raw) => {
    expect(normalFieldPath(raw)).toBe('mealInfo.1.mealType');
  });

  it('reads a location list, without the framework’s leading "body"', () => {
    expect(normalFieldPath(['body', 'mealInfo', 1, 'mealType'])).toBe('mealInfo.1.mealType');
  });

  it('keeps a plain top-level name as it is', () => {
    expect(normalFieldPath('participants')).toBe('participants');
    expect(normalFieldPath('/numberOfGuests')).toBe('numberOfGuests');
  });
});

describe('messageFromErrorBody', () => {
  it('reads FastAPI’s validation answer: each issue at its field, without the body prefix', () => {
    const body = JSON.stringify({
      detail: [
        { type: 'enum', loc: ['body', 'mealType'], msg: 'Input should be COFEE_BREAK', input: 'x' },
        { type: 'less_than_equal', loc: ['body', 'mealInfo', 1, 'mealCount'], msg: 'Too many' },
      ],
    });
    expect(messageFromErrorBody(body, 'application/json')).toEqual({
      fields: ['mealType', 'mealInfo.1.mealCount'],
      issues: [
        { field: 'mealType', message: 'Input should be COFEE_BREAK' },
        { field: 'mealInfo.1.mealCount', message: 'Too many' },
      ],
      message: undefined,
      type: undefined,
    });
  });

  it('reads an errors list naming fields by path, as issues and not as the message', () => {
    const body = JSON.stringify({
      errors: [{ path: 'mealInfo.1.mealType', message: 'must be one of MEAT, VEGETARIAN' }],
    });
    expect(messageFromErrorBody(body, json)).toEqual({
      message: undefined,
      fields: ['mealInfo.1.mealType'],
      issues: [{ field: 'mealInfo.1.mealType', message: 'must be one of MEAT, VEGETARIAN' }],
      type: undefined,
    });
  });

  it('reads problem+json with errors by pointer and its own detail, but not the generic title', () => {
    const body = JSON.stringify({
      type: 'https://example.com/validation',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'The request has invalid values.',
      errors: [{ pointer: '/mealInfo/0/mealCount', detail: 'must be at least 1' }],
    });
    const read = messageFromErrorBody(body, problemJson);
    expect(read.message).toBe('The request has invalid values.');
    expect(read.issues).toEqual([{ field: 'mealInfo.0.mealCount', message: 'must be at least 1' }]);
    expect(read.type).toBe('https://example.com/validation');
  });

  it('reads RFC 7807 invalid-params by name and reason', () => {
    const body = JSON.stringify({
      title: 'Your request parameters didn’t validate.',
      'invalid-params': [{ name: 'numberOfGuests', reason: 'must be a positive integer' }],
    });
    const read = messageFromErrorBody(body, problemJson);
    expect(read.fields).toEqual(['numberOfGuests']);
    expect(read.issues[0]?.message).toBe('must be a positive integer');
  });

  it('reads a field list by `field`, by bracket path, by `loc` and `msg`, and an object by field', () => {
    expect(
      messageFromErrorBody(
        JSON.stringify({ errors: [{ field: 'mealInfo[2].mealType', message: 'unknown' }] }),
        json,
      ).fields,
    ).toEqual(['mealInfo.2.mealType']);
    expect(
      messageFromErrorBody(
        JSON.stringify({ errors: [{ loc: ['body', 'days'], msg: 'too many' }] }),
        json,
      ).issues,
    ).toEqual([{ field: 'days', message: 'too many' }]);
    expect(
      messageFromErrorBody(JSON.stringify({ errors: { star: ['must be 1 to 5'] } }), json).issues,
    ).toEqual([{ field: 'star', message: 'must be 1 to 5' }]);
  });

  it('reads {message}, {error} and plain text as the message', () => {
    expect(messageFromErrorBody('{"message":"Unknown meal type."}', json).message).toBe(
      'Unknown meal type.',
    );
    expect(messageFromErrorBody('{"error":{"message":"Nope"}}', json).message).toBe('Nope');
    expect(messageFromErrorBody('mealType: COFEE_BREAK is not allowed', 'text/plain')).toEqual({
      message: 'mealType: COFEE_BREAK is not allowed',
      fields: [],
      issues: [],
    });
  });

  it('says nothing for an HTML page or an empty body', () => {
    expect(messageFromErrorBody('<html>Bad gateway</html>', 'text/html')).toEqual({
      fields: [],
      issues: [],
    });
    expect(messageFromErrorBody('  ', null)).toEqual({ fields: [], issues: [] });
  });
});

describe('messageKeyOfProblemType', () => {
  it('names a message for each problem of this app’s own server', () => {
    expect(messageKeyOfProblemType(serverProblemType('rate-limited'))).toBe(
      'error.server.rate-limited',
    );
    expect(messageKeyOfProblemType(serverProblemType('service-unreachable'))).toBe(
      'error.server.service-unreachable',
    );
    expect(messageKeyOfProblemType(CERTIFICATES_ONLY_PROBLEM_TYPE)).toBe('error.certificatesOnly');
  });

  it('names none for a service’s own type or an unknown one below the prefix', () => {
    expect(messageKeyOfProblemType('about:blank')).toBeUndefined();
    expect(messageKeyOfProblemType('https://example.com/rate-limited')).toBeUndefined();
    expect(messageKeyOfProblemType('tag:emission-desk,2026:problem:nonsense')).toBeUndefined();
    expect(messageKeyOfProblemType(undefined)).toBeUndefined();
  });
});
