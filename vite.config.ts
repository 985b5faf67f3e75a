/// <reference types="vitest/config" />
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const iconOutline = fileURLToPath(new URL('./src/ui/icon-outline.ts', import.meta.url));
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** A module's path from the project root, with forward slashes: the key of Vite's manifest. */
const projectPath = (id: string) => relative(projectRoot, id).split(sep).join('/');

/**
 * Draws each Lucide icon as one `<path>` instead of one element per shape (src/ui/icon-outline.ts says why): every
 * icon module of lucide-react passes its data through `mergeIconShapes`. Applies to the client and the prerender
 * (`ssr.noExternal` below), which must agree for hydration; the dev server's pre-bundled copy keeps Lucide's shapes.
 */
function singlePathIcons(): Plugin {
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: 'single-path-icons',
    transform(code, id) {
      if (!iconModule.test(id) || !code.includes('createLucideIcon(__iconData)')) return null;
      const merged = code.replace('createLucideIcon(__iconData)', 'createLucideIcon(mergeIconShapes(__iconData))');
      return { code: `import { mergeIconShapes } from ${JSON.stringify(iconOutline)};\n${merged}`, map: null };
    },
  };
}

/**
 * In the server build only: every `import('./…')` under src/ also reports the module it loads to
 * `globalThis.__recordImport`, as the module's path from the project root (the key of Vite's client manifest).
 * The prerender listens while it loads a route's page, so it knows exactly which client modules that page needs and
 * the loader can request them all at once (scripts/hydration-loader.ts), with no list kept by hand. The client build
 * is untouched.
 */
function recordPageImports(): Plugin {
  const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
  const dynamicImport = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
  return {
    name: 'record-page-imports',
    apply: 'build',
    async transform(code, id, options) {
      if (!options?.ssr || !id.startsWith(srcDir)) return null;
      const matches = [...code.matchAll(dynamicImport)];
      if (matches.length === 0) return null;
      let result = code;
      for (const match of matches.reverse()) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) throw new Error(`record-page-imports: cannot resolve ${match[2]} from ${id}`);
        const key = projectPath(resolved.id);
        const recorded = `(globalThis.__recordImport?.(${JSON.stringify(key)}), ${match[0]})`;
        result = result.slice(0, match.index) + recorded + result.slice(match.index + match[0].length);
      }
      return { code: result, map: null };
    },
  };
}

/**
 * V8 compiles a function the first time it runs, on the main thread: opening the booking form for the first time
 * spent 60-90 ms of a slow phone's tap compiling it (issue 15). Code fetched ahead of a tap, while the browser is idle,
 * is marked with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other browsers read a
 * comment), so it is compiled when it arrives, off the main thread, and the tap only runs it. Applies to the chunks of
 * the modules below and what they alone import; never to the first load's chunks, which would pay for functions the
 * page may never call.
 */
function compileAheadOfTap(modules: string[]): Plugin {
  return {
    name: 'compile-ahead-of-tap',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          byFile.get(fileName)?.imports.forEach(visit);
        };
        start.forEach(visit);
        return seen;
      };
      const targets = chunks.filter(
        (chunk) => chunk.facadeModuleId && modules.includes(projectPath(chunk.facadeModuleId)),
      );
      if (targets.length !== modules.length)
        throw new Error(`compile-ahead-of-tap: a chunk is missing of ${modules}`);
      // What some route loads first: the entry, and every module loaded by `import()` that is not fetched ahead of
      // a tap (the route table's pages and content).
      const fetchedAhead = new Set(targets.map((chunk) => chunk.fileName));
      const pages = chunks
        .flatMap((chunk) => chunk.dynamicImports)
        .filter((fileName) => !fetchedAhead.has(fileName));
      const firstLoad = staticClosure([
        ...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        ...pages,
      ]);
      for (const fileName of staticClosure(targets.map((chunk) => chunk.fileName))) {
        const chunk = byFile.get(fileName);
        if (chunk && !firstLoad.has(fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    singlePathIcons(),
    recordPageImports(),
    compileAheadOfTap([
      'src/components/booking-dialog.tsx',
      'src/components/gallery-dialog.tsx',
      'src/components/services-dropdown.tsx',
      'src/ui/carousel-swipe.tsx',
    ]),
  ],
  ssr: { noExternal: ['lucide-react'] },
  define: {
    // The copyright year is the build's: computed in the browser it would differ from the prerendered HTML after
    // New Year and break hydration on every page.
    __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())),
    // Where appointment requests go, when set (src/content/clinic.ts).
    __BOOKING_ENDPOINT__: JSON.stringify(process.env.BOOKING_ENDPOINT ?? ''),
  },
  build: {
    target: 'es2022',
    // No Vite preload helper: the hydration loader asks for every module a page needs to hydrate at once, after
    // the first paint (scripts/hydration-loader.ts; the list comes from the manifest below, via
    // scripts/prerender.ts). The helper would add the dependency lists of every `import()` to the entry (1.7 KB
    // gzip with the loader's list in place, over the byte budget) for what is fetched later anyway: the booking form
    // and the pages the links on screen lead to, once the app is idle. Without it their imports are found as each
    // module is read, a round trip per level, while nobody waits.
    modulePreload: false,
    // Read by scripts/prerender.ts (which module is which file), then removed from dist/.
    manifest: true,
    cssCodeSplit: true,
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
