import type { Plugin } from 'vite';
import { inBrowserBuild } from './browser-build.ts';

/**
 * The prerender inlines the site's one stylesheet into every page (scripts/build/prerender.ts), which Vite does not
 * know: an `import()` of a chunk that imports from the entry lists the entry's stylesheet among its dependencies, and
 * Vite's preload helper, finding no `<link rel="stylesheet">` for it, fetched it again (7.6 KB) and made the browser
 * restyle and lay out the whole page, a 120 ms task on a slow phone (4× CPU) when the gallery modal or the carousel's
 * swipe code arrived, a tap in it waiting (issue 15). This drops that stylesheet from every such list.
 */
export function inlinedStylesheetIsLoaded(): Plugin {
  return {
    name: 'inlined-stylesheet-is-loaded',
    apply: 'build',
    applyToEnvironment: inBrowserBuild,
    // Last: Vite writes the lists (`__vite__mapDeps`) in this hook.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const inlined = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...chunk.viteMetadata!.importedCss]),
        );
        for (const chunk of chunks) {
          const fileList = /m\.f=(\[[^\]]*\])/.exec(chunk.code);
          if (!fileList) continue;
          const files = JSON.parse(fileList[1]!) as string[];
          const kept = files.filter((file) => !inlined.has(file));
          chunk.code = chunk.code
            .replace(fileList[0], `m.f=${JSON.stringify(kept)}`)
            .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indices: string) => {
              const keptIndices = indices
                .split(',')
                .map((index) => kept.indexOf(files[Number(index)]!))
                .filter((index) => index >= 0);
              return keptIndices.length > 0 ? `__vite__mapDeps([${keptIndices.join(',')}])` : '[]';
            });
        }
      },
    },
  };
}
