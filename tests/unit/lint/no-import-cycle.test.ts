// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noImportCycle } from '../../../lint/no-import-cycle.js';

/** Lints `files` (name → source), written to a fresh folder, with the rule alone; the messages of each file. */
async function lint(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycle-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { fence: { rules: { 'no-import-cycle': noImportCycle } } },
        rules: { 'fence/no-import-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files));
  return Object.fromEntries(results.map((result) => [result.filePath.slice(dir.length + 1), result.messages]));
}

describe('no-import-cycle', () => {
  it('reports two modules that import each other’s types only', async () => {
    const messages = await lint({
      'types.ts': "import type { Slug } from './index';\nexport type Page = { slug: Slug };\n",
      'index.ts':
        "import type { Page } from './types';\nexport type Slug = 'a';\nexport const pages: Page[] = [];\n",
    });
    expect(messages['types.ts']!.map((message) => message.message)).toEqual([
      'Import cycle: types.ts → index.ts → types.ts. Move what both sides need into a module of its own.',
    ]);
    expect(messages['index.ts']).toHaveLength(1);
  });

  it('reports a circle through an import() and a third module', async () => {
    const messages = await lint({
      'a.ts': "export const load = () => import('./b');\n",
      'b.ts': "import { c } from './c';\nexport default c;\n",
      'c.ts': "import type { load } from './a';\nexport const c: typeof load | 1 = 1;\n",
    });
    expect(messages['a.ts']![0]!.message).toContain('a.ts → b.ts → c.ts → a.ts');
  });

  it('accepts imports that point one way', async () => {
    const messages = await lint({
      'slugs.ts': "export type Slug = 'a';\n",
      'types.ts': "import type { Slug } from './slugs';\nexport type Page = { slug: Slug };\n",
      'index.ts':
        "import type { Slug } from './slugs';\nimport type { Page } from './types';\nexport const pages: Record<Slug, Page> = { a: { slug: 'a' } };\n",
    });
    expect(Object.values(messages).flat()).toEqual([]);
  });
});
