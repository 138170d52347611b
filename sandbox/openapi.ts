/**
 * The OpenAPI 3.1 document of the service as the sandbox implements it, generated from the shared
 * contract (no schema is written twice). What the spec leaves open is marked `x-spec-gap`, what
 * only the sandbox offers `x-sandbox-extension`. Committed as docs/openapi.json (`npm run openapi`
 * rewrites it; a test keeps it current) and served at `{base}/openapi.json`.
 */
import * as z from 'zod/mini';
import {
  certificateSchema,
  eventRequestSchema,
  eventResultSchema,
  hotelRequestSchema,
  recordCreateRequestSchema,
  sandboxHotelResultSchema,
} from '../src/api/contract.ts';
import { CREDENTIAL_HEADERS } from '../src/api/credentials.ts';
import { problemSchema } from '../src/api/problem.ts';
import { CERTIFICATE_FILES } from './certificate.ts';
import { FAULT_HEADER, FAULT_KINDS } from './faults.ts';
import { EMISSION_UNIT } from './model.ts';

const DEFAULT_SERVERS = [
  { url: 'http://127.0.0.1:4010', description: 'Standalone sandbox (npm run sandbox)' },
  { url: 'http://localhost:4173/sandbox', description: 'Sandbox in the app server (npm start)' },
];

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' });
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (name: string) => ({ 'application/json': { schema: ref(name) } });
const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ref('Problem') } },
});
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

const COMMON_ERRORS = {
  '401': responseRef('Unauthorized'),
  '429': responseRef('TooManyRequests'),
  '500': responseRef('ServerError'),
  '503': responseRef('Unavailable'),
};
const BODY_ERRORS = {
  '400': problemResponse('Malformed JSON, or fields that break the contract (named in `errors`).'),
  '413': problemResponse('The body is larger than 64 kB.'),
  '415': problemResponse('The body is not JSON.'),
};
const GUID_PARAMETER = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Record identifier (GUID).',
  schema: { type: 'string', format: 'uuid' },
};

function jsonBody(name: string) {
  return { required: true, content: jsonContent(name) };
}

/** The two reads of a certificate (spec 4.1, 4.2). */
function certificatePaths() {
  return {
    '/certificates/{id}': {
      get: {
        operationId: 'getCertificate',
        summary: 'Read a certificate by record identifier (spec 4.1)',
        parameters: [GUID_PARAMETER],
        responses: {
          '200': {
            description: 'The certificate (spec 2.1).',
            content: jsonContent('Certificate'),
          },
          '400': problemResponse('The id is not a GUID.'),
          '404': problemResponse('No record has this id.'),
          ...COMMON_ERRORS,
        },
      },
    },
    '/certificates/{correlation_id}/correlation': {
      get: {
        operationId: 'getCertificateByCorrelation',
        summary: 'Read a certificate by correlation key (spec 4.2)',
        'x-spec-gap':
          'The spec does not show the response body and types the key as a GUID although callers supply it. The sandbox accepts any key of 1 to 200 characters and answers with the certificate of the newest record stored with that key.',
        parameters: [
          {
            name: 'correlation_id',
            in: 'path',
            required: true,
            description: 'Correlation key supplied by the caller when the record was created.',
            schema: { type: 'string', minLength: 1, maxLength: 200 },
          },
        ],
        responses: {
          '200': {
            description: 'The certificate of the newest record with this key.',
            content: jsonContent('Certificate'),
          },
          '404': problemResponse('No record has this correlation key.'),
          ...COMMON_ERRORS,
        },
      },
    },
  };
}

/** The calculations (spec 4.3, 4.4) and the sandbox's record creation. */
function calculationPaths() {
  return {
    '/emissions/event': {
      post: {
        operationId: 'calculateEventEmission',
        summary: 'Calculate emissions for an event (spec 4.3); stores nothing',
        'x-spec-gap':
          'The spec spells the coffee break COFFEE_BREAK (2.2) and COFEE_BREAK (2.3) and does not say how many rows a request yields. The sandbox accepts both spellings (unless configured otherwise), echoes the spelling it received, and answers with one row per request.',
        requestBody: jsonBody('EventRequest'),
        responses: {
          '200': {
            description: `Result (spec 2.4), in ${EMISSION_UNIT}.`,
            content: jsonContent('EventResult'),
          },
          ...BODY_ERRORS,
          ...COMMON_ERRORS,
        },
      },
    },
    '/emissions/hotel': {
      post: {
        operationId: 'calculateHotelEmission',
        summary: 'Calculate emissions for a hotel stay (spec 4.4); stores nothing',
        'x-spec-gap':
          'The spec does not show the response body. The sandbox answers with the request fields plus rooms, nights, emission, unit, breakdown and factors (docs/methodology.md).',
        requestBody: jsonBody('HotelRequest'),
        responses: {
          '200': {
            description: `Result, in ${EMISSION_UNIT}.`,
            content: jsonContent('HotelResult'),
          },
          ...BODY_ERRORS,
          ...COMMON_ERRORS,
        },
      },
    },
    '/records': {
      post: {
        operationId: 'createRecord',
        summary: 'Store a hotel stay and answer with its certificate',
        'x-sandbox-extension':
          'Not part of the spec, which does not show record creation (4.5). Offered by the sandbox only.',
        requestBody: jsonBody('RecordCreateRequest'),
        responses: {
          '201': {
            description: 'The stored record as a certificate; Location points to it.',
            headers: { Location: { schema: { type: 'string', format: 'uri' } } },
            content: jsonContent('Certificate'),
          },
          ...BODY_ERRORS,
          '409': problemResponse(
            'The correlation key is reserved for a demo record (DEMO-BERLIN-2026, DEMO-PARIS-2026, DEMO-DUBAI-2026).',
          ),
          ...COMMON_ERRORS,
        },
      },
    },
  };
}

/** The sandbox's own addresses: the certificate files and this document. */
function filePaths() {
  return {
    '/files/{id}/{file}': {
      get: {
        operationId: 'getCertificateFile',
        summary: 'A certificate file: the PDF or a social image (JPEG)',
        'x-sandbox-extension':
          'The spec only says the certificate links to these files; their addresses are the sandbox’s own. No credentials are needed.',
        security: [],
        parameters: [
          GUID_PARAMETER,
          {
            name: 'file',
            in: 'path',
            required: true,
            schema: { type: 'string', enum: Object.values(CERTIFICATE_FILES) },
          },
          {
            name: 'lang',
            in: 'query',
            required: false,
            description:
              'The language the file is written in: en, de, fr or it (a region such as de-CH counts as its language). No value, or any other, is English.',
            schema: { type: 'string', default: 'en' },
          },
        ],
        responses: {
          '200': {
            description:
              'certificate.pdf: A4 PDF. facebook.jpg 1200×630, twitter.jpg 1200×675, linkedin.jpg 1200×627.',
            content: {
              'application/pdf': {
                schema: { type: 'string', contentMediaType: 'application/pdf' },
              },
              'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
            },
          },
          '400': problemResponse('The id is not a GUID.'),
          '404': problemResponse('No such record or file.'),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        'x-sandbox-extension': 'Served by the sandbox without credentials.',
        security: [],
        responses: { '200': { description: 'OpenAPI 3.1 document.' } },
      },
    },
  };
}

function paths() {
  return { ...certificatePaths(), ...calculationPaths(), ...filePaths() };
}

export function buildOpenApiDocument(
  servers: readonly { url: string; description?: string }[] = DEFAULT_SERVERS,
) {
  const [keyHeader, authHeader, secretHeader] = Object.values(CREDENTIAL_HEADERS);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Emission Certificate and Calculation Service (Emission Desk sandbox)',
      version: '0.1.0',
      description: [
        'The service of the interface specification as the Emission Desk sandbox implements it.',
        `Emissions are in ${EMISSION_UNIT}.`,
        'Errors are RFC 9457 problem details (`application/problem+json`) with `type`, `title`, `status` and `detail`; field errors are listed in `errors`.',
        `With faults on (SANDBOX_FAULTS=1), the request header \`${FAULT_HEADER}\` (${FAULT_KINDS.join(', ')}) simulates failures.`,
      ].join(' '),
    },
    'x-spec-gaps': [
      'Error codes, status codes and bodies (spec 7): the sandbox answers with problem details.',
      'Limits (spec 8): request bodies up to 64 kB; field bounds as in the schemas.',
      'Response to missing or wrong credentials (spec 5): 401 naming the headers.',
      'Allowed roomType values on a certificate (spec 2.1): STANDARD, SUPERIOR, SUIT.',
      'Accepted country codes (spec 2.5): any two capital letters; unlisted countries use a fallback factor.',
      'Versioning (spec 9): none.',
    ],
    servers,
    security: [{ apiKey: [], apiAuth: [], apiSecret: [] }],
    paths: paths(),
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: keyHeader },
        apiAuth: { type: 'apiKey', in: 'header', name: authHeader },
        apiSecret: { type: 'apiKey', in: 'header', name: secretHeader },
      },
      schemas: {
        EventRequest: jsonSchema(eventRequestSchema, 'input'),
        EventResult: jsonSchema(eventResultSchema, 'output'),
        HotelRequest: jsonSchema(hotelRequestSchema, 'input'),
        HotelResult: {
          ...jsonSchema(sandboxHotelResultSchema, 'output'),
          'x-spec-gap': 'The spec does not show this body; this is the sandbox’s answer.',
        },
        RecordCreateRequest: {
          ...jsonSchema(recordCreateRequestSchema, 'input'),
          'x-sandbox-extension': 'Not part of the spec.',
        },
        Certificate: jsonSchema(certificateSchema, 'output'),
        Problem: jsonSchema(problemSchema, 'output'),
      },
      responses: {
        Unauthorized: problemResponse(
          'A credential header is missing or wrong (named in the body).',
        ),
        TooManyRequests: problemResponse('Simulated fault; see Retry-After.'),
        ServerError: problemResponse('Internal error (or a simulated fault).'),
        Unavailable: problemResponse('Simulated fault; see Retry-After.'),
      },
    },
  };
}

/** The committed form of the document: stable key order, two-space indent, final newline. */
export function openApiJson(servers?: readonly { url: string; description?: string }[]): string {
  return JSON.stringify(buildOpenApiDocument(servers), null, 2) + '\n';
}
