/** `npm run openapi`: rewrites docs/openapi.json from the contract. */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openApiJson } from '../openapi.ts';

const target = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
await writeFile(target, openApiJson());
console.log('docs/openapi.json written.');
