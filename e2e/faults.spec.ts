/**
 * The fault matrix: every row below is run on each data screen (event calculation, hotel
 * calculation, certificate by id), driven at the network edge with page.route.
 *
 * For each row and screen: a clear message in the user's language, a "Try again" button only where
 * it can help, as many requests as the retry policy allows (src/api/query-client.ts: network, time-out, 408, 429
 * and 5xx are sent at most three times, Retry-After is honoured up to 30 s), the input kept, the
 * shell still usable, and no uncaught error or CSP violation (the fixture checks those).
 *
 * | row                          | message (English)                          | retry | requests |
 * | ---------------------------- | ------------------------------------------ | ----- | -------- |
 * | 400 problem+json             | did not accept the request + its detail    | no    | 1        |
 * | 400 {message}                | did not accept the request + its message   | no    | 1        |
 * | 400 {errors:[...]}           | did not accept the request + the errors    | no    | 1        |
 * | 400 plain text               | did not accept the request + the text      | no    | 1        |
 * | 401 (de)                     | rejected the credentials                   | no    | 1        |
 * | 403                          | not allowed to do this                     | no    | 1        |
 * | 404                          | nothing at this address (certificate: none | no    | 1        |
 * |                              | with this id)                              |       |          |
 * | 408                          | took too long to receive the request       | yes   | 3        |
 * | 409                          | reported a conflict                        | yes   | 1        |
 * | 413                          | too large                                  | no    | 1        |
 * | 422                          | could not process these values             | no    | 1        |
 * | 429 without Retry-After      | too many requests, try again in a moment   | yes   | 3        |
 * | 429 with Retry-After: 3      | too many requests, try again in 3 s        | yes   | 3        |
 * |                              | (calculators: a limit, counted down)       |       |          |
 * | 429 with Retry-After: 120    | too many requests, try again in 120 s      | yes   | 1        |
 * |                              | (calculators: a limit, counted down)       |       |          |
 * | 500 (de), 502, 503, 504      | a problem right now (no status code)       | yes   | 3        |
 * | connection refused           | could not be reached                       | yes   | 3        |
 * | dropped connection           | could not be reached                       | yes   | 3        |
 * | time-out (1 s)               | did not answer in time                     | yes   | 3        |
 * | 302 to another origin        | redirect, not followed (none sent there)   | no    | 1        |
 * | empty 200 body               | an answer the app cannot read              | yes   | 1        |
 * | malformed JSON               | an answer the app cannot read              | yes   | 1        |
 * | JSON of the wrong shape      | an answer of an unexpected shape           | no    | 1        |
 * | negative emission (de)       | figures the app cannot trust               | no    | 1        |
 * | huge emission (1e308)        | figures the app cannot trust               | no    | 1        |
 * | emission as text ("12 kg")   | "12 kg" where a number belongs, quoted     | no    | 1        |
 *
 * Rows with a German message (de) run once more with the app in German. To add a case, add a row.
 * The rows of a screen share one page and reach the screen through the navigation each time.
 *
 * Past the matrix: a wait of this site's own limit too long for the app to wait by itself, counted
 * down on the event calculator's levers and its error panel, which then go on by themselves (the
 * page's clock runs the wait on; limits.spec.ts has real 429s with waits the app waits out).
 */
import type { Route } from '@playwright/test';
import { serverProblemType } from '../src/api/problem.ts';
import { expectCountingDown } from './countdown.ts';
import { expect, test } from './fixtures';
import { OTHER_ORIGIN, runRows, SCREENS, type FaultRow, type Screen } from './fault-harness';

const status =
  (code: number, headers: Record<string, string> = {}) =>
  (route: Route) =>
    route.fulfill({ status: code, headers, json: { title: `Status ${code}`, status: code } });

const body =
  (contentType: string, text: string, code = 200) =>
  (route: Route) =>
    route.fulfill({ status: code, contentType, body: text });

const figure = (emission: unknown) => (route: Route, screen: Screen) =>
  route.fulfill({ json: screen.answer(emission) });

const rejected = { retry: false, attempts: 1 } as const;

/** A calculator counts a limit's wait down (and calculates again after it) rather than naming it. */
const limitCountedDown = (seconds: number) => ({
  message: new RegExp(
    `^A limit was reached: the service is receiving too many requests and asked to wait\\. Calculating again in (${seconds}|${seconds - 1}) s\\.`,
  ),
});
const retried = { retry: true, attempts: 3 } as const;
const notAccepted = /^The service did not accept the request\. Check the input\.$/;
const serverProblem = (code: number) => ({
  name: `${code}`,
  respond: status(code),
  expect: {
    message: /problem right now\. Try again in a moment\.$/,
    ...retried,
  },
});
const untrusted = /^The service sent figures the app cannot trust \(at [\w.[\]]*emission/;
const untrustedDe = /^Der Dienst hat Zahlen gesendet, denen die App nicht trauen kann/;
const unreachable = /^The service could not be reached\. Check your connection/;

const ROWS: readonly FaultRow[] = [
  {
    name: '400 problem+json',
    respond: body(
      'application/problem+json',
      JSON.stringify({ type: 'about:blank', title: 'Bad Request', detail: 'Too many guests.' }),
      400,
    ),
    expect: { message: notAccepted, said: 'Too many guests.', ...rejected },
  },
  {
    name: '400 {message}',
    respond: body('application/json', '{"message":"Input is not valid."}', 400),
    expect: { message: notAccepted, said: 'Input is not valid.', ...rejected },
  },
  {
    name: '400 {errors:[...]}',
    respond: body(
      'application/json',
      JSON.stringify({ errors: [{ field: 'participants', message: 'must be smaller' }] }),
      400,
    ),
    expect: { message: notAccepted, said: 'must be smaller', ...rejected },
  },
  {
    name: '400 plain text',
    respond: body('text/plain', 'Bad request, sorry.', 400),
    expect: { message: notAccepted, said: 'Bad request, sorry.', ...rejected },
  },
  {
    name: '401',
    respond: status(401),
    expect: {
      message: /^The service rejected the credentials\. Check them in the settings\.$/,
      de: /^Der Dienst hat die Zugangsdaten abgelehnt\./,
      ...rejected,
    },
  },
  {
    name: '403',
    respond: status(403),
    expect: { message: /^The credentials are not allowed to do this\./, ...rejected },
  },
  {
    name: '404',
    respond: status(404),
    expect: { message: /^The service has nothing at this address\. Check/, ...rejected },
    on: { certificate: { message: /^There is no certificate with the record id / } },
  },
  {
    name: '408',
    respond: status(408),
    expect: { message: /^The service took too long to receive the request\./, ...retried },
  },
  {
    name: '409',
    respond: status(409),
    expect: {
      message: /^The service reported a conflict\. Try again\.$/,
      retry: true,
      attempts: 1,
    },
  },
  {
    name: '413',
    respond: status(413),
    expect: { message: /^The request is too large for the service\./, ...rejected },
  },
  {
    name: '422',
    respond: status(422),
    expect: { message: /^The service could not process these values\./, ...rejected },
  },
  {
    name: '429 without Retry-After',
    respond: status(429),
    expect: { message: /too many requests\. Try again in a moment\.$/, ...retried },
  },
  {
    // Three seconds: the countdown after the last try leaves time to count the tries.
    name: '429 with Retry-After: 3',
    respond: status(429, { 'retry-after': '3' }),
    expect: { message: /too many requests\. Try again in 3 s\.$/, ...retried },
    on: { event: limitCountedDown(3), hotel: limitCountedDown(3) },
  },
  {
    name: '429 with a Retry-After too long to wait for',
    respond: status(429, { 'retry-after': '120' }),
    expect: { message: /too many requests\. Try again in 120 s\.$/, retry: true, attempts: 1 },
    on: { event: limitCountedDown(120), hotel: limitCountedDown(120) },
  },
  {
    ...serverProblem(500),
    expect: { ...serverProblem(500).expect, de: /Der Dienst hat gerade ein Problem\. Versuchen/ },
  },
  serverProblem(502),
  serverProblem(503),
  serverProblem(504),
  {
    name: 'connection refused',
    respond: (route) => route.abort('connectionrefused'),
    expect: { message: unreachable, ...retried },
  },
  {
    name: 'dropped connection',
    respond: (route) => route.abort('connectionreset'),
    expect: { message: unreachable, ...retried },
  },
  {
    name: 'time-out',
    respond: async () => {
      // never answers: the client gives up after the configured second
    },
    preferences: { timeoutSeconds: 1 },
    expect: { message: /^The service did not answer in time\./, ...retried },
  },
  {
    name: 'redirect to another origin',
    respond: (route) =>
      route.fulfill({ status: 302, headers: { location: `${OTHER_ORIGIN}/collect` } }),
    expect: { message: /^The service answered with a redirect\. For safety/, ...rejected },
  },
  {
    name: 'empty 200 body',
    respond: body('application/json', ''),
    expect: {
      message: /^The service sent an answer the app cannot read\./,
      retry: true,
      attempts: 1,
    },
  },
  {
    name: 'malformed JSON',
    respond: body('application/json', '{"totalEmission": 12,'),
    expect: {
      message: /^The service sent an answer the app cannot read\./,
      retry: true,
      attempts: 1,
    },
  },
  {
    name: 'JSON of the wrong shape',
    respond: body('application/json', '["unexpected"]'),
    expect: {
      message: /^The service sent an answer of an unexpected shape \(at \(root\)\)/,
      ...rejected,
    },
  },
  {
    name: 'a negative emission',
    respond: figure(-250),
    expect: { message: untrusted, de: untrustedDe, ...rejected },
  },
  {
    name: 'a huge emission (1e308)',
    respond: figure(1e308),
    expect: { message: untrusted, ...rejected },
  },
  {
    // A decimal string ("12") is a number; text that is none is refused, quoted.
    name: 'an emission that is text, not a number ("12 kg")',
    respond: figure('12 kg'),
    expect: { message: /“12 kg” where a number belongs/, ...rejected },
  },
];

/** Rows in two halves per screen, so that the workers share the matrix. */
const HALVES = [ROWS.slice(0, Math.ceil(ROWS.length / 2)), ROWS.slice(Math.ceil(ROWS.length / 2))];

for (const screen of SCREENS) {
  test.describe(`faults on the ${screen.id} screen`, () => {
    test.describe.configure({ mode: 'parallel' });

    HALVES.forEach((rows, half) => {
      test(`rows ${rows[0]?.name} … ${rows.at(-1)?.name} (part ${half + 1})`, async ({ page }) => {
        expect(await runRows(page, rows, screen, 'en'), 'rows that failed').toEqual([]);
      });
    });

    test('rows with a German message, in German', async ({ page }) => {
      const rows = ROWS.filter((row) => row.expect.de);
      expect(await runRows(page, rows, screen, 'de'), 'rows that failed').toEqual([]);
    });
  });
}

/** This site's own limit, as the gateway answers past it, with a wait of `seconds`. */
const siteLimit = (seconds: number) => (route: Route) =>
  route.fulfill({
    status: 429,
    headers: { 'retry-after': String(seconds) },
    contentType: 'application/problem+json',
    body: JSON.stringify({ type: serverProblemType('rate-limited'), status: 429 }),
  });

test.describe('a limit’s wait too long for the app to wait by itself', () => {
  test('this site’s limit is counted down on the levers and a new result, which go on by themselves after it (en)', async ({
    page,
  }) => {
    // The page's timers run on its clock, with real time until it is moved on past the wait.
    await page.clock.install();
    // The first result is calculated; then the limit holds every call until the wait is over.
    let passed = 0;
    let waitOver = false;
    await page.route('**/sandbox/emissions/event', async (route) => {
      if (!waitOver && passed > 0) return siteLimit(60)(route);
      passed += 1;
      return route.continue();
    });
    await page.goto('/event?origin=NATIONAL&participants=27&nights=1&menu=VEGETARIAN');
    await expect(page.getByTestId('emission-total')).toBeVisible();
    // The levers' own calculations are past the limit: each says so and counts down.
    await expect(page.getByTestId('lever-limit').first()).toContainText(
      /^A limit was reached\. Calculating again in \d+ s\./,
    );
    await expectCountingDown(page.locator('.levers'));
    await page
      .locator('.levers')
      .screenshot({ path: test.info().outputPath('levers-limit-en.png') });

    const participants = page.getByLabel('Participants', { exact: true });
    await participants.fill('28');
    await participants.press('Enter');
    const panel = page.locator('.error-panel');
    await expect(panel).toContainText(
      'A limit was reached: this site has received too many requests from your address.',
    );
    await expect(panel).toContainText(/Calculating again in \d+ s\./);
    await expect(panel).not.toContainText('Try again in');
    await expectCountingDown(panel);
    await page.screenshot({ path: test.info().outputPath('event-site-limit-en.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.screenshot({ path: test.info().outputPath('event-site-limit-en-phone.png') });

    // The wait ends: the new result comes without anyone pressing anything.
    waitOver = true;
    await page.clock.fastForward('02:00');
    await expect(page.locator('.event-result__summary')).toContainText('28 participants');
    await expect(panel).toHaveCount(0);
  });
});
