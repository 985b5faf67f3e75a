import type { Plugin } from 'vite';
import { inBrowserBuild } from './browser-build.ts';

/**
 * V8 compiles a function the first time it runs, on the main thread. Every chunk starts with V8's explicit compile
 * hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other browsers read a comment), so Chromium compiles the whole
 * file while it streams in, off the main thread, and hydration and taps only run it. Nearly all of a chunk runs
 * anyway: React and the shell while hydrating, a page's chunk as it renders, the booking form or the gallery modal
 * on the tap they were fetched ahead of. 4× CPU, slow 4G (issue 15): app ready − first paint 947-1,066 → 852-944 ms
 * on `/`, `/about`, `/services/orthodontics` and `/smile-gallery/our-work`; first booking opening: 56-66 ms of
 * compiling inside the tap → 12 ms.
 */
export function compileOnArrival(): Plugin {
  return {
    name: 'compile-on-arrival',
    apply: 'build',
    applyToEnvironment: inBrowserBuild,
    // Last: the hint must be the file's first line, and Vite puts code at the top of chunks in this hook too.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
      },
    },
  };
}
