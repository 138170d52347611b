/**
 * Import cycles, type imports included: eslint-plugin-import's `no-cycle` leaves out every
 * `import type`, so a cycle made of them (a sub-app importing its settings' type back from the
 * app that mounts it) passes it. This rule follows every relative import and export, typed or
 * not (TypeScript's own scanner lists them), and refuses one that leads back to its file.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each file's relative imports, kept while the file is unchanged. */
const scanned = new Map();

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find(isFile) ?? null;
}

function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const known = scanned.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => resolve(file, fileName))
    .filter((found) => found !== null);
  scanned.set(file, { mtimeMs, imports });
  return imports;
}

/** A way from `start` back to `file` (the files in between), or null. */
function wayBack(start, file) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of importsOf(current)) {
      if (next === file) {
        const way = [];
        for (let at = current; at !== null; at = cameFrom.get(at)) way.unshift(at);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import cycle, type imports included.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolve(file, specifier);
      if (!target || target === file) return;
      const way = wayBack(target, file);
      if (!way) return;
      const shown = [file, ...way, file].map((step) => path.relative(context.cwd, step));
      context.report({ node, message: `Import cycle: ${shown.join(' -> ')}` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const cycles = { rules: { 'no-cycle': noCycle } };
