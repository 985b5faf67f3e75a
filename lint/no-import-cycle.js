/**
 * An ESLint rule: no module may import, by any path of imports, itself. Every kind of import counts: values, `import
 * type` and `import()`. import-x/no-cycle skips type-only imports, and type-only circles hid in content/ (a family's
 * types.ts and its index.ts importing each other, issue 36): erased at run time, they still tie two modules together,
 * so neither can be read, moved or tested alone. Relative imports only: packages cannot import our modules.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const extensions = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

/** The file a relative specifier names, or undefined for a package or a file that does not exist. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  for (const extension of extensions) {
    try {
      if (statSync(base + extension).isFile()) return base + extension;
    } catch {
      // Not this candidate.
    }
  }
  return undefined;
}

/** Each file's relative imports (static, type-only and `import()`), read once per change of the file. */
const importsCache = new Map();
function importsOf(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = importsCache.get(file);
  if (cached?.mtime === mtime) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter(Boolean))];
  importsCache.set(file, { mtime, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `target`, or undefined. */
function pathBack(start, target) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [file];
        for (let step = previous.get(file); step; step = previous.get(step)) chain.unshift(step);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a chain of imports, of any kind, from a module back to itself' },
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a module of its own.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const reported = new Set();
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const target = resolveImport(file, node.source.value);
      if (!target || reported.has(target)) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      reported.add(target);
      const names = [file, ...chain, file].map((step) => relative(context.cwd, step));
      context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
