// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileOnArrival } from '../../../../../scripts/build/vite-plugins/compile-on-arrival';
import { appliesTo, chunk, generated } from './plugin-hooks';

describe('compileOnArrival', () => {
  it("puts V8's compile hint on the first line of every chunk, and leaves the other files alone", async () => {
    const stylesheet = { type: 'asset', fileName: 'assets/index.css', source: 'body{margin:0}' };
    const bundle = await generated(compileOnArrival(), {
      'assets/index.js': chunk('assets/index.js', 'import"./page.js";', { isEntry: true }),
      'assets/page.js': chunk('assets/page.js', 'export const page=1;'),
      'assets/index.css': stylesheet as never,
    });
    expect(bundle['assets/index.js']).toMatchObject({ code: '//# allFunctionsCalledOnLoad\nimport"./page.js";' });
    expect(bundle['assets/page.js']).toMatchObject({ code: '//# allFunctionsCalledOnLoad\nexport const page=1;' });
    expect(bundle['assets/index.css']).toEqual(stylesheet);
  });

  it('runs in the browser build only', () => {
    expect(appliesTo(compileOnArrival(), 'client')).toBe(true);
    expect(appliesTo(compileOnArrival(), 'server')).toBe(false);
  });
});
