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

/** The messages of every rule for `code` as though it stood at `filePath`. */
async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.message);
}

/**
 * lib/ is pure helpers: a module that keeps state between calls or listens to the window owns a folder of its own,
 * navigation/ or readiness/, below components/ (README "The import rule"; issue 66).
 */
describe('the state rule', () => {
  it.each([
    ['state kept between calls', 'let count = 0;\nexport const next = () => (count += 1);'],
    ['a listener on the window', "export const listen = (on: () => void) => addEventListener('popstate', on);"],
    ['a read of the page', 'export const offset = () => window.scrollY;'],
    ['a write to the history', "export const mark = () => history.replaceState(null, '');"],
  ])('refuses %s in lib/', async (_form, code) => {
    expect(await messages(code, 'src/lib/example.ts')).toEqual([expect.stringContaining('lib/')]);
  });

  it('lets lib/ keep constants and compute from its arguments', async () => {
    const code = 'const limit = 50;\nexport const capped = (value: number) => Math.min(value, limit);';
    expect(await messages(code, 'src/lib/example.ts')).toEqual([]);
  });

  it.each([
    ['lib/', 'src/lib/example.ts', "export { chooseLanding } from '../navigation/landing';"],
    ['lib/', 'src/lib/example.ts', "export { announceAppReady } from '../readiness/app-ready';"],
    ['content/', 'src/content/example.ts', "export { chooseLanding } from '../navigation/landing';"],
    ['readiness/', 'src/readiness/example.ts', "export { chooseLanding } from '../navigation/landing';"],
    ['navigation/', 'src/navigation/example.ts', "export { SiteHeader } from '../components/site-header';"],
  ])('keeps %s below the folder it imports (%s)', async (_folder, filePath, code) => {
    expect(await messages(code, filePath)).toEqual([expect.stringContaining('README "The import rule"')]);
  });

  it('lets content/ import its own navigation.ts, not the navigation/ folder', async () => {
    expect(await messages("export { mainNavigation } from './navigation';", 'src/content/example.ts')).toEqual([]);
  });
});
