/**
 * The endpoints of the spec (4.1–4.4) and the sandbox extension `POST /records`. Every one of them
 * requires the three credential headers.
 */
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  eventRequestSchema,
  hotelRequestSchema,
  isGuid,
  LIMITS,
  recordCreateRequestSchema,
  type EventRequest,
} from '../../src/api/contract.ts';
import { requireCredentials } from '../auth.ts';
import { limitBody, readJsonBody } from '../body.ts';
import { metered } from '../metered.ts';
import { certificateOf } from '../certificate.ts';
import { EMISSION_UNIT, eventEmission, hotelEmission, round2 } from '../model.ts';
import type { MealSpelling } from '../options.ts';
import {
  fieldErrorsFromIssues,
  invalidBody,
  json,
  jsonPointer,
  methodNotAllowed,
  problem,
  type FieldError,
} from '../problem.ts';
import { RESERVED_CORRELATION_KEYS } from '../demo-records.ts';
import { newRecord } from '../record.ts';
import { countryFieldErrors, recordFieldErrors, textProblem } from '../validation.ts';
import { serviceUrl, type RouteContext } from './context.ts';

/** With a strict spelling setting, the other spelling of the coffee break is rejected by name. */
function spellingErrors(body: unknown, spelling: MealSpelling): FieldError[] {
  if (spelling === 'both' || body === null || typeof body !== 'object') return [];
  const rejected = spelling === 'COFFEE_BREAK' ? 'COFEE_BREAK' : 'COFFEE_BREAK';
  const detail = `must be one of MEAT, VEGETARIAN, ${spelling}`;
  const errors: FieldError[] = [];
  const request = body as { mealType?: unknown; mealInfo?: unknown };
  if (Array.isArray(request.mealInfo)) {
    request.mealInfo.forEach((meal: unknown, index) => {
      if (meal && typeof meal === 'object' && 'mealType' in meal && meal.mealType === rejected) {
        const path = ['mealInfo', index, 'mealType'];
        errors.push({ field: `mealInfo[${index}].mealType`, pointer: jsonPointer(path), detail });
      }
    });
  }
  if (request.mealType === rejected) {
    errors.push({ field: 'mealType', pointer: jsonPointer(['mealType']), detail });
  }
  return errors;
}

function eventResult(request: EventRequest) {
  const row = {
    originType: request.originType,
    // Echoed as received, in the spelling the caller used.
    mealInfo: request.mealInfo.map((meal) => ({
      mealCount: meal.mealCount,
      mealType: meal.mealType,
    })),
    overnightStays: request.overnightStays,
    participants: request.participants,
    emission: eventEmission(request).emission,
  };
  const rows = [row];
  return { rows, totalEmission: round2(rows.reduce((sum, each) => sum + each.emission, 0)) };
}

type Auth = ReturnType<typeof requireCredentials>;

export function registerApiRoutes(app: Hono, context: RouteContext): void {
  const auth = requireCredentials(context.options.credentials);
  registerCertificateRoutes(app, context, auth);
  registerCalculationRoutes(app, context, auth);
  registerRecordRoutes(app, context, auth);
}

/** Why a correlation key in a path cannot be looked up, as the answer; undefined when it can. */
function correlationProblem(correlation: string): Response | undefined {
  if (correlation.length > LIMITS.text.max) {
    return problem({
      status: 400,
      detail: `The correlation key must be at most ${LIMITS.text.max} characters long.`,
      extensions: {
        errors: [
          { field: 'correlation', detail: `must be at most ${LIMITS.text.max} characters long` },
        ],
      },
    });
  }
  const keyProblem = textProblem(correlation);
  if (!keyProblem) return undefined;
  return problem({
    status: 400,
    detail: `The correlation key in the path ${keyProblem}.`,
    extensions: { errors: [{ field: 'correlation', detail: keyProblem }] },
  });
}

function registerCertificateRoutes(app: Hono, { options, store }: RouteContext, auth: Auth) {
  app.get('/certificates/:id', auth, (c) => {
    const id = c.req.param('id');
    if (!isGuid(id)) {
      return problem({
        status: 400,
        detail: 'The record id in the path must be a GUID (8-4-4-4-12 hexadecimal digits).',
        extensions: { errors: [{ field: 'id', detail: 'must be a GUID' }] },
      });
    }
    const record = store.get(id);
    if (!record) return problem({ status: 404, detail: `No record has the id ${id}.` });
    return json(certificateOf(record, serviceUrl(options)));
  });
  app.all('/certificates/:id', () => methodNotAllowed('GET, HEAD'));

  app.get('/certificates/:correlation/correlation', auth, (c) => {
    const correlation = c.req.param('correlation');
    const refused = correlationProblem(correlation);
    if (refused) return refused;
    const record = store.newestByCorrelation(correlation);
    if (!record) {
      return problem({ status: 404, detail: 'No record has this correlation key.' });
    }
    return json(certificateOf(record, serviceUrl(options)));
  });
  app.all('/certificates/:correlation/correlation', () => methodNotAllowed('GET, HEAD'));
}

function registerCalculationRoutes(app: Hono, { options }: RouteContext, auth: Auth) {
  app.post('/emissions/event', auth, limitBody, async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    const parsed = z.safeParse(eventRequestSchema, body.value);
    const errors = [
      ...(parsed.success ? [] : fieldErrorsFromIssues(parsed.error.issues, body.value)),
      ...spellingErrors(body.value, options.mealSpelling),
    ];
    if (!parsed.success || errors.length > 0) return invalidBody(errors);
    return json(eventResult(parsed.data));
  });
  app.all('/emissions/event', () => methodNotAllowed('POST'));

  app.post('/emissions/hotel', auth, limitBody, async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    const parsed = z.safeParse(hotelRequestSchema, body.value);
    const errors = [
      ...(parsed.success ? [] : fieldErrorsFromIssues(parsed.error.issues, body.value)),
      ...countryFieldErrors(body.value),
    ];
    if (!parsed.success || errors.length > 0) return invalidBody(errors);
    const { rooms, nights, emission, breakdown, factors } = hotelEmission(parsed.data);
    return json({
      ...parsed.data,
      rooms,
      nights,
      emission,
      unit: EMISSION_UNIT,
      breakdown,
      factors,
    });
  });
  app.all('/emissions/hotel', () => methodNotAllowed('POST'));
}

/** A lookup answers the newest record of a key: a newcomer would shadow the demo record. */
function reservedKeyProblem(correlation: string): Response {
  return problem({
    status: 409,
    detail: `The correlation key ${correlation} is reserved for a demo record of the sandbox.`,
    extensions: {
      errors: [
        {
          field: 'correlation',
          pointer: jsonPointer(['correlation']),
          detail: 'is reserved for a demo record',
        },
      ],
    },
  });
}

// Sandbox extension, not part of the spec: creates a record (a hotel stay) and its certificate.
function registerRecordRoutes(app: Hono, context: RouteContext, auth: Auth) {
  const { options, store } = context;
  app.post('/records', metered, auth, limitBody, async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    const parsed = z.safeParse(recordCreateRequestSchema, body.value);
    const errors = [
      ...(parsed.success ? [] : fieldErrorsFromIssues(parsed.error.issues, body.value)),
      ...countryFieldErrors(body.value),
      ...recordFieldErrors(body.value),
    ];
    if (!parsed.success || errors.length > 0) return invalidBody(errors);
    const { correlation } = parsed.data;
    if (correlation !== undefined && RESERVED_CORRELATION_KEYS.has(correlation)) {
      return reservedKeyProblem(correlation);
    }
    const record = newRecord(parsed.data, context.now());
    await store.append(record);
    const base = serviceUrl(options);
    return json(certificateOf(record, base), 201, {
      location: `${base}/certificates/${record.id}`,
    });
  });
  app.all('/records', () => methodNotAllowed('POST'));
}
