// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The project's own lint config, as `npm run lint` runs it. */
const eslint = new ESLint();

// Reading the config (typescript-eslint, every plugin) takes seconds on a loaded 2-core machine: once, up front.
beforeAll(() => eslint.calculateConfigForFile('src/app.tsx'), 60_000);

/** The messages of the rules that fence imports, for `code` as though it stood at `filePath`. */
async function fenced(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

/**
 * src/ never imports from scripts/ or tests/, nor vite.config.ts, which composes the build's Vite plugins (README "The
 * import rule"; issue 57): the server entry included, and by every form of import.
 */
describe.each(['src/components/site-header.tsx', 'src/entry-server.tsx'])('the import rule, in %s', (filePath) => {
  const fromSrc = filePath.split('/').length === 2 ? '..' : '../..';
  it.each([
    ['an import from scripts/', `import { chunkGroups } from '${fromSrc}/scripts/build/chunk-groups';`],
    ['a type-only import from scripts/', `import type { Plugin } from '${fromSrc}/scripts/build/head';`],
    ['a re-export from scripts/', `export { headTags } from '${fromSrc}/scripts/build/head';`],
    ['an import() of scripts/', `export const load = () => import('${fromSrc}/scripts/build/head');`],
    ['an import of vite.config.ts', `import config from '${fromSrc}/vite.config';`],
    ['an import from tests/', `import { axe } from '${fromSrc}/tests/support/axe';`],
  ])('refuses %s', async (_form, code) => {
    expect(await fenced(code, filePath)).toEqual([expect.stringContaining('src/ never imports build scripts')]);
  });

  it('lets src/ load its own pages by import()', async () => {
    expect(await fenced("export const load = () => import('./pages/home-page');", filePath)).toEqual([]);
  });
});
