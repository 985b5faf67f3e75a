// @vitest-environment node
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordPageImports } from '../../../../../scripts/build/vite-plugins/record-page-imports';
import { transformed } from './plugin-hooks';

const routes = resolve('src/routes.ts');
const code =
  'const home = () => import(\'./pages/home-page\');\nconst implants = () => import("./content/services/dental-implants");\n';

/** Vite's resolver, as far as these tests need it: a module of ours by its path, with its extension. */
const resolveModule = async (source: string, importer: string) =>
  source.includes('missing') ? null : { id: `${resolve(dirname(importer), source)}.ts` };

describe('recordPageImports', () => {
  it("reports each page the server build imports by its key in Vite's manifest, then imports it as before", async () => {
    expect(await transformed(recordPageImports(), code, routes, { ssr: true, resolve: resolveModule })).toBe(
      'const home = () => (globalThis.__recordImport?.("src/pages/home-page.ts"), import(\'./pages/home-page\'));\n' +
        'const implants = () => (globalThis.__recordImport?.("src/content/services/dental-implants.ts"), ' +
        'import("./content/services/dental-implants"));\n',
    );
  });

  it('leaves the browser build, and modules outside src/, as they are', async () => {
    expect(await transformed(recordPageImports(), code, routes, { resolve: resolveModule })).toBeNull();
    const script = resolve('scripts/build/prerender.ts');
    expect(await transformed(recordPageImports(), code, script, { ssr: true, resolve: resolveModule })).toBeNull();
  });

  it('stops the build on an import it cannot resolve, rather than leave a page unrecorded', async () => {
    const missing = "const page = () => import('./pages/missing-page');";
    await expect(
      transformed(recordPageImports(), missing, routes, { ssr: true, resolve: resolveModule }),
    ).rejects.toThrow(/cannot resolve \.\/pages\/missing-page/);
  });
});
