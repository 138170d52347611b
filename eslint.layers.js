/**
 * The layers of src/ as eslint-plugin-import `no-restricted-paths` zones (docs/decisions/0010-layers.md).
 *
 *   api  <-  settings  <-  i18n  <-  lib  <-  ui  <-  features/* (never each other)  <-  app
 *
 * An arrow points from a layer to one that may import it; ui/ takes no lib/ module that reads
 * api/ (shared components take words). sandbox/ and server/ may import from src/ only the contract
 * and the tiny pure modules in SHARED_WITH_SERVER, which import nothing from src/ beyond each
 * other; the sandbox imports nothing from server/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;

/** Modules of src/ that the server and the sandbox may import (paths relative to src/). */
const SHARED_WITH_SERVER = [
  './api/answers.ts',
  './api/contract.ts',
  './api/credentials.ts',
  './api/problem.ts',
  './api/runtime-config.ts',
  './shared',
  // The message catalogs and the pure helpers that fill them in: the link previews and the static
  // shells speak with the app's words.
  './i18n/messages',
  './i18n/translate.ts',
  './i18n/plural.ts',
  './i18n/number-format.ts',
  './i18n/format.ts',
  './i18n/country-phrases.ts',
];

/**
 * The parts of server/ held to that rule: all but server/render/, which renders the app's own
 * components and so imports the app (each page's static shell at build time, a certificate's page
 * built for the server to render per request).
 */
function serverParts() {
  return readdirSync(path.join(root, 'server'), { withFileTypes: true })
    .filter((entry) => entry.name !== 'render')
    .map((entry) => `./server/${entry.name}`);
}

/** Every folder under src/features/, read when lint runs, so a new feature is covered at once. */
function featureNames() {
  return readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The modules of src/lib/ that import api/, directly or through another of them: read when lint
 * runs, so a new one is kept from ui/ at once.
 */
function libModulesReadingApi() {
  const dir = path.join(root, 'src/lib');
  const imports = new Map(
    readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => [
        name,
        [...readFileSync(path.join(dir, name), 'utf8').matchAll(/from '([^']+)'/g)].map(
          (match) => match[1],
        ),
      ]),
  );
  const reading = new Set(
    [...imports]
      .filter(([, from]) => from.some((spec) => spec.startsWith('../api/')))
      .map(([name]) => name),
  );
  for (let grown = true; grown;) {
    grown = false;
    for (const [name, from] of imports) {
      if (!reading.has(name) && from.some((spec) => reading.has(spec.replace(/^\.\//, '')))) {
        reading.add(name);
        grown = true;
      }
    }
  }
  return [...reading].map((name) => `./src/lib/${name}`);
}

const layerMessage = (layer, allowed) =>
  `${layer} may import only ${allowed} (docs/decisions/0010-layers.md).`;

export function layerZones() {
  return [...srcZones(), ...featureZones(), ...serverZones()];
}

/** Each layer of src/ and what it must not import. */
function srcZones() {
  return [
    {
      target: './src/api',
      from: [
        './src/settings',
        './src/i18n',
        './src/lib',
        './src/ui',
        './src/features',
        './src/app',
      ],
      message: layerMessage('api/', 'itself: it is the bottom layer'),
    },
    {
      target: './src/settings',
      from: ['./src/i18n', './src/lib', './src/ui', './src/features', './src/app'],
      message: layerMessage('settings/', 'api/'),
    },
    {
      target: './src/i18n',
      from: ['./src/api', './src/lib', './src/ui', './src/features', './src/app'],
      message: layerMessage('i18n/', 'settings/ (never api/)'),
    },
    {
      target: './src/routing',
      from: [
        './src/api',
        './src/settings',
        './src/i18n',
        './src/lib',
        './src/ui',
        './src/features',
        './src/app',
      ],
      message: layerMessage('routing/', 'shared/: it knows paths and search params, nothing else'),
    },
    {
      target: './src/lib',
      from: ['./src/ui', './src/features', './src/app'],
      message: layerMessage('lib/', 'api/, settings/, i18n/ and routing/ (never a component)'),
    },
    {
      target: './src/ui',
      from: ['./src/api', './src/features', './src/app'],
      message: layerMessage('ui/', 'lib/, routing/, settings/ and i18n/ (never api/)'),
    },
    {
      target: './src/ui',
      from: libModulesReadingApi(),
      message:
        'ui/ takes what it shows as props: no lib/ module that reads api/ (describe the error in the feature).',
    },
    {
      target: './src/features',
      from: ['./src/app'],
      message: layerMessage('features/', 'api/, settings/, i18n/, lib/ and ui/'),
    },
  ];
}

function featureZones() {
  const features = featureNames();
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
    message:
      'Features do not import each other: share through api/, settings/, lib/, ui/ or i18n/.',
  }));
}

/** What the server and the sandbox may take from src/, and from each other. */
function serverZones() {
  return [
    {
      target: ['./sandbox', ...serverParts()],
      from: './src',
      except: SHARED_WITH_SERVER,
      message:
        'The server and the sandbox take from src/ only the contract and the shared modules.',
    },
    {
      target: './sandbox',
      from: './server',
      message:
        'The sandbox runs on its own: it imports nothing from server/ (what both need lives in src/shared/).',
    },
    {
      target: SHARED_WITH_SERVER.map((file) => `./${path.join('src', file)}`),
      from: './src',
      except: SHARED_WITH_SERVER,
      message: 'A module shared with the server imports nothing else from src/.',
    },
  ];
}
