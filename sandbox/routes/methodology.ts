/**
 * `{base}/methodology?lang=de`: the page the certificate PDF's Methodology line points to. It
 * explains the sandbox's emission model to the certificate's readers, in their language (English,
 * German, French or Italian; any other `lang` is English), with every factor taken from the model
 * itself. A small static page: no script at all, one style sheet inline, allowed by its hash.
 */
import type { Hono } from 'hono';
import type { MealType, OriginType, RoomType } from '../../src/api/contract.ts';
import { LANGUAGES, LANGUAGE_NAMES, LOCALES, type Language } from '../../src/shared/language.ts';
import { METHODOLOGY_WORDS } from '../files/methodology-words.ts';
import { countryName, fileLanguage, fill, formatCount, roomTypeName } from '../files/wording.ts';
import {
  BREAKFAST_PER_GUEST_NIGHT,
  FALLBACK_ROOM_NIGHT_FACTOR,
  GUESTS_PER_ROOM,
  MEAL_FACTORS,
  ORIGIN_SCOPES,
  ROOM_NIGHT_FACTORS,
  ROOM_TYPE_MULTIPLIERS,
  STAR_MULTIPLIERS,
  TRAVEL_MODE_FACTORS,
  travelPerParticipant,
} from '../model.ts';
import { sha256Base64 } from '../hash.ts';
import { methodNotAllowed } from '../problem.ts';

const STYLE = `
body { margin: 0; font: 1rem/1.55 system-ui, sans-serif; color: #212121; background: #fff; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.75rem; line-height: 1.25; color: #0f5132; }
h2 { margin-top: 2rem; color: #0f5132; }
.demo { padding: 0.75rem 1rem; border-left: 0.35rem solid #b71c1c; background: #fdecea; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
th, td { padding: 0.3rem 0.75rem 0.3rem 0; border-bottom: 1px solid #d1e7dd; text-align: left; }
td.number { text-align: right; font-variant-numeric: tabular-nums; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0; list-style: none; }
a { color: #0f5132; }
a:focus-visible { outline: 3px solid #0f5132; outline-offset: 2px; }
`;

/** The page's policy: nothing loads or runs; only its own style sheet applies. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${sha256Base64(STYLE)}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A number as the language writes it, with between `min` and `max` decimals. */
function decimal(value: number, language: Language, min: number, max = min): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value);
}

/** A table: a header row and rows of cells; cells after the first are numbers. */
function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map(
      ([first = '', ...rest]) =>
        `<tr><th scope="row">${escapeHtml(first)}</th>${rest
          .map((cell) => `<td class="number">${escapeHtml(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A factor in kilograms, as the page writes it. */
const kgIn = (language: Language) => (value: number) => decimal(value, language, 2);

/** How a hotel stay is calculated: rooms, nights, and the factors by country, stars and room. */
function hotelSection(language: Language): string {
  const words = METHODOLOGY_WORDS[language];
  const kg = kgIn(language);
  const collator = new Intl.Collator(LOCALES[language]);
  const countries = Object.entries(ROOM_NIGHT_FACTORS)
    .map(([code, factor]) => [countryName(code, language), decimal(factor, language, 1, 2)])
    .sort(([a = ''], [b = '']) => collator.compare(a, b));
  const stars = Object.entries(STAR_MULTIPLIERS).map(([star, multiplier]) => [
    formatCount(Number(star), language),
    kg(multiplier),
  ]);
  const roomTypes = (Object.entries(ROOM_TYPE_MULTIPLIERS) as [RoomType, number][]).map(
    ([roomType, multiplier]) => [roomTypeName(roomType, language), kg(multiplier)],
  );
  const fallback = decimal(FALLBACK_ROOM_NIGHT_FACTOR, language, 1, 2);
  return `<h2>${escapeHtml(words.hotelTitle)}</h2>
${paragraph(fill(words.hotelRooms, { perRoom: formatCount(GUESTS_PER_ROOM, language) }))}
${paragraph(words.hotelNights)}
${paragraph(words.hotelFormula)}
${paragraph(fill(words.hotelBreakfast, { value: decimal(BREAKFAST_PER_GUEST_NIGHT, language, 1, 2) }))}

<h3>${escapeHtml(words.countryTitle)}</h3>
${table([words.countryColumn, words.perRoomNightColumn], countries)}
${paragraph(words.countrySource)}
${paragraph(fill(words.countryFallback, { value: fallback }))}

<h3>${escapeHtml(words.starTitle)}</h3>
${table([words.starColumn, words.multiplierColumn], stars)}
${paragraph(words.starText)}

<h3>${escapeHtml(words.roomTypeTitle)}</h3>
${table([words.roomTypeColumn, words.multiplierColumn], roomTypes)}
${paragraph(words.roomTypeText)}`;
}

/** How an event is calculated: travel by origin, meals, and the stay. */
function eventSection(language: Language): string {
  const words = METHODOLOGY_WORDS[language];
  const kg = kgIn(language);
  const origins = (Object.keys(ORIGIN_SCOPES) as OriginType[]).map((origin) => [
    words.origins[origin],
    fill(words.kilometres, { value: formatCount(ORIGIN_SCOPES[origin].roundTripKm, language) }),
    kg(travelPerParticipant(origin)),
  ]);
  const meals = (Object.entries(MEAL_FACTORS) as [MealType, number][]).map(([meal, factor]) => [
    words.meals[meal],
    kg(factor),
  ]);
  const fallback = decimal(FALLBACK_ROOM_NIGHT_FACTOR, language, 1, 2);
  return `<h2>${escapeHtml(words.eventTitle)}</h2>
<h3>${escapeHtml(words.travelTitle)}</h3>
${paragraph(
  fill(words.travelText, {
    plane: kg(TRAVEL_MODE_FACTORS.plane),
    car: kg(TRAVEL_MODE_FACTORS.car),
    bus: kg(TRAVEL_MODE_FACTORS.bus),
    train: kg(TRAVEL_MODE_FACTORS.train),
  }),
)}
${table([words.originColumn, words.roundTripColumn, words.perParticipantColumn], origins)}

<h3>${escapeHtml(words.mealsTitle)}</h3>
${table([words.mealColumn, words.perMealColumn], meals)}
${paragraph(words.mealsText)}

<h3>${escapeHtml(words.eventStayTitle)}</h3>
${paragraph(fill(words.eventStayText, { value: fallback }))}`;
}

/** The whole page in `language`; `pageUrl(other)` is this page's address in another language. */
function methodologyPage(language: Language, pageUrl: (other: Language) => string): string {
  const words = METHODOLOGY_WORDS[language];
  const others = LANGUAGES.filter((other) => other !== language)
    .map(
      (other) =>
        `<li><a href="${escapeHtml(pageUrl(other))}" hreflang="${other}" lang="${other}">${escapeHtml(LANGUAGE_NAMES[other])}</a></li>`,
    )
    .join('');

  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)} · Emission Desk</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(words.title)}</h1>
<p class="demo">${escapeHtml(words.demoNotice)}</p>
${paragraph(words.intro)}
<nav aria-label="${escapeHtml(words.languages)}"><ul>${others}</ul></nav>

<h2>${escapeHtml(words.scopeTitle)}</h2>
<ul>
<li>${escapeHtml(words.scopeHotel)}</li>
<li>${escapeHtml(words.scopeEvent)}</li>
<li>${escapeHtml(words.scopeOut)}</li>
</ul>

${hotelSection(language)}

${eventSection(language)}

<h2>${escapeHtml(words.roundingTitle)}</h2>
${paragraph(
  fill(words.roundingText, {
    cent: decimal(0.01, language, 2),
    thousand: formatCount(1000, language),
  }),
)}

<h2>${escapeHtml(words.notTitle)}</h2>
${paragraph(words.notText)}
</main>
</body>
</html>
`;
}

export function registerMethodologyRoute(app: Hono): void {
  // Public, like the certificate files that point to it.
  app.get('/methodology', (c) => {
    const language = fileLanguage(c.req.query('lang'));
    // Links to the other languages are relative: the page is wherever the sandbox is served.
    const html = methodologyPage(language, (other) => `?lang=${other}`);
    return c.body(html, 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-language': language,
      'cache-control': 'no-cache',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
  });
  app.all('/methodology', () => methodNotAllowed('GET, HEAD'));
}
