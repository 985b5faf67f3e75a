// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlinedStylesheetIsLoaded } from '../../../../../scripts/build/vite-plugins/inlined-stylesheet-is-loaded';
import { appliesTo, chunk, generated } from './plugin-hooks';

/** A chunk as Vite writes it with `modulePreload: false`: the stylesheets its `import()`s need, by index. */
const galleryPage = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/index.css","assets/carousel.css"])))=>i.map(i=>d[i]);',
  'const modal = () => __vitePreload(() => import("./gallery-modal.js"), __vite__mapDeps([0]));',
  'const carousel = () => __vitePreload(() => import("./carousel.js"), __vite__mapDeps([0,1]));',
].join('\n');

describe('inlinedStylesheetIsLoaded', () => {
  it("drops the entry's stylesheet, which every page inlines, from what an import() waits for", async () => {
    const bundle = await generated(inlinedStylesheetIsLoaded(), {
      'assets/index.js': chunk('assets/index.js', 'import"./gallery-page.js";', {
        isEntry: true,
        importedCss: ['assets/index.css'],
      }),
      'assets/gallery-page.js': chunk('assets/gallery-page.js', galleryPage),
    });
    expect(bundle['assets/gallery-page.js']).toMatchObject({
      code: [
        'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/carousel.css"])))=>i.map(i=>d[i]);',
        'const modal = () => __vitePreload(() => import("./gallery-modal.js"), []);',
        'const carousel = () => __vitePreload(() => import("./carousel.js"), __vite__mapDeps([0]));',
      ].join('\n'),
    });
    expect(bundle['assets/index.js']).toMatchObject({ code: 'import"./gallery-page.js";' });
  });

  it("keeps every stylesheet that is not the entry's", async () => {
    const bundle = await generated(inlinedStylesheetIsLoaded(), {
      'assets/index.js': chunk('assets/index.js', '', { isEntry: true, importedCss: ['assets/other.css'] }),
      'assets/gallery-page.js': chunk('assets/gallery-page.js', galleryPage),
    });
    expect(bundle['assets/gallery-page.js']).toMatchObject({ code: galleryPage });
  });

  it('runs in the browser build only', () => {
    expect(appliesTo(inlinedStylesheetIsLoaded(), 'client')).toBe(true);
    expect(appliesTo(inlinedStylesheetIsLoaded(), 'server')).toBe(false);
  });
});
