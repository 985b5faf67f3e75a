/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const iconOutline = fileURLToPath(new URL('./src/ui/icon-outline.ts', import.meta.url));
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** A module's path from the project root, with forward slashes: the key of Vite's manifest. */
const projectPath = (id: string) => relative(projectRoot, id).split(sep).join('/');

const lucideDir = fileURLToPath(new URL('./node_modules/lucide-react/dist/esm/', import.meta.url));
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));

/** The tag of the icon copies a module of ours gets (iconsBesideTheirUser): from its path from the project root. */
const iconOwner = (path: string) => createHash('sha256').update(path).digest('hex').slice(0, 8);

/** For plugins that shape what the browser downloads: the prerender's server build has no use for them. */
const inBrowserBuild = (environment: { config: { consumer: string } }) => environment.config.consumer === 'client';

/**
 * An icon module's code with its data passed through `mergeIconShapes` (see `singlePathIcons`) and drawn by
 * `createOutlineIcon` instead of Lucide's own component (src/ui/icon-outline.ts says why).
 */
const withMergedShapes = (code: string) =>
  `import { createOutlineIcon, mergeIconShapes } from ${JSON.stringify(iconOutline)};\n` +
  code.replace('createLucideIcon(__iconData)', 'createOutlineIcon(mergeIconShapes(__iconData))');

/**
 * Draws each Lucide icon as one `<path>` instead of one element per shape (src/ui/icon-outline.ts says why): every
 * icon module of lucide-react passes its data through `mergeIconShapes`, and `createOutlineIcon` draws it. Applies to
 * the client and the prerender (`ssr.noExternal` below), which must agree for hydration; the dev server's pre-bundled
 * copy keeps Lucide's own.
 */
function singlePathIcons(): Plugin {
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: 'single-path-icons',
    transform(code, id) {
      if (!iconModule.test(id) || !code.includes('createLucideIcon(__iconData)')) return null;
      return { code: withMergedShapes(code), map: null };
    },
  };
}

/**
 * In the browser build, each module of ours that imports Lucide icons gets its own copy of each (a few hundred
 * bytes), so an icon travels in the chunk of the module that draws it. Shared, every icon used by two pages was a
 * file of its own: `/` asked for 14 of them besides its 14 other modules, and on a slow phone's HTTP/1.1 (six
 * connections, 150 ms a round trip) those requests, not the bytes, kept the page from hydrating for ~300 ms
 * (issue 15). A copy is a plain component with no state, so two copies on one page draw the same; the prerender
 * keeps the shared modules, and renders the same markup.
 */
function iconsBesideTheirUser(): Plugin {
  const barrel = readFileSync(join(lucideDir, 'lucide-react.mjs'), 'utf8');
  // Every exported name of an icon (`Sparkles`, `SparklesIcon`, `LucideSparkles`, …) → its file under icons/.
  const fileOf = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs';/g))
    for (const name of names!.matchAll(/default as (\w+)/g)) fileOf.set(name[1]!, file!);
  const lucideImport = /import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g;
  const copyPrefix = '\0icon-copy:';
  return {
    name: 'icons-beside-their-user',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !id.startsWith(srcDir) || !code.includes('lucide-react')) return null;
      const owner = iconOwner(projectPath(id));
      const result = code.replace(lucideImport, (_statement, specifiers: string) =>
        specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter((specifier) => specifier && !specifier.startsWith('type '))
          .map((specifier) => {
            const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
            const file = fileOf.get(imported);
            if (!file) throw new Error(`icons-beside-their-user: ${imported} is not a Lucide icon (${id})`);
            return `import ${local} from ${JSON.stringify(`${copyPrefix}${file}:${owner}`)};`;
          })
          .join('\n'),
      );
      return result === code ? null : { code: result, map: null };
    },
    resolveId(source) {
      return source.startsWith(copyPrefix) ? source : null;
    },
    load(id) {
      if (!id.startsWith(copyPrefix)) return null;
      const file = id.slice(copyPrefix.length).split(':')[0]!;
      const code = readFileSync(join(lucideDir, 'icons', `${file}.mjs`), 'utf8').replace(
        "from '../createLucideIcon.mjs'",
        `from ${JSON.stringify(join(lucideDir, 'createLucideIcon.mjs'))}`,
      );
      return withMergedShapes(code);
    },
  };
}

/**
 * In the server build only: every `import('./…')` under src/ also reports the module it loads to
 * `globalThis.__recordImport`, as the module's path from the project root (the key of Vite's client manifest).
 * The prerender listens while it loads a route's page, so it knows exactly which client modules that page needs and
 * the loader can request them all at once (scripts/build/hydration-loader.ts), with no list kept by hand. The client build
 * is untouched.
 */
function recordPageImports(): Plugin {
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
 * V8 compiles a function the first time it runs, on the main thread. Every chunk starts with V8's explicit compile
 * hint (`//# allFunctionsCalledOnLoad`, Chrome 136+; other browsers read a comment), so Chromium compiles the whole
 * file while it streams in, off the main thread, and hydration and taps only run it. Nearly all of a chunk runs
 * anyway: React and the shell while hydrating, a page's chunk as it renders, the booking form or the gallery modal
 * on the tap they were fetched ahead of. 4× CPU, slow 4G (issue 15): app ready − first paint 947-1,066 → 852-944 ms
 * on `/`, `/about`, `/services/orthodontics` and `/smile-gallery/our-work`; first booking opening: 56-66 ms of
 * compiling inside the tap → 12 ms.
 */
function compileOnArrival(): Plugin {
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

/**
 * The prerender inlines the site's one stylesheet into every page (scripts/build/prerender.ts), which Vite does not know:
 * an `import()` of a chunk that imports from the entry lists the entry's stylesheet among its dependencies, and
 * Vite's preload helper, finding no `<link rel="stylesheet">` for it, fetched it again (7.6 KB) and made the browser
 * restyle and lay out the whole page, a 120 ms task on a slow phone (4× CPU) when the gallery modal or the carousel's
 * swipe code arrived, a tap in it waiting (issue 15). This drops that stylesheet from every such list.
 */
function inlinedStylesheetIsLoaded(): Plugin {
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

/**
 * Radix's packages are built with their function names kept: each function goes through `__name(fn, "fn")`, which
 * sets its `name` again as the module loads. Nothing reads those names (each component sets its `displayName`), and
 * the calls, having an effect, kept every function they name in the bundle, used or not. In the browser build
 * `__name(fn, "fn")` becomes `fn` and a statement of its own goes. `/smile-gallery/our-work` and `smile-showcase`,
 * which hydrate with ToggleGroup, had the most JavaScript before ready of any page and the slowest ready (issue 41):
 * 102.3 → 98.6 KB gzip; the dialog and the Services dropdown lost 0.4 KB each.
 */
function radixWithoutKeptNames(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  const isNameCall = (node: Node): node is Node & { arguments: Node[] } =>
    node.type === 'CallExpression' &&
    (node.callee as Node).type === 'Identifier' &&
    (node.callee as Node & { name: string }).name === '__name' &&
    (node.arguments as Node[]).length === 2;
  return {
    name: 'radix-without-kept-names',
    apply: 'build',
    applyToEnvironment: inBrowserBuild,
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]@radix-ui[\\/]/.test(id) || !code.includes('__name(')) return null;
      // Ranges to cut, none inside another: a statement whole, or a call's head and tail around its function.
      const cuts: [number, number][] = [];
      const calls: number[] = [];
      const visit = (node: Node) => {
        if (node.type === 'ExpressionStatement' && isNode(node.expression) && isNameCall(node.expression)) {
          cuts.push([node.start, node.end]);
          calls.push(node.start);
          return;
        }
        if (isNameCall(node)) {
          const [named] = node.arguments;
          cuts.push([node.start, named!.start], [named!.end, node.end]);
          calls.push(node.start);
        }
        for (const value of Object.values(node))
          for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
      };
      visit(parseAst(code) as unknown as Node);
      if (cuts.length === 0) return null;
      // Each call found starts at `__name(`. Were the parser's offsets in bytes, not characters (a file
      // with non-ASCII text), the cuts would land elsewhere: stop the build rather than ship a broken file.
      if (!calls.every((start) => code.startsWith('__name(', start)))
        throw new Error(`radix-without-kept-names: the parser's offsets do not match the text of ${id}`);
      let result = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
        result = result.slice(0, start) + result.slice(end);
      return { code: result, map: null };
    },
  };
}

/**
 * The modules of the `gallery-shared` chunk: four of ours, and the icon copies section-icons.ts owns. `define` and
 * `filters` were files of their own (216 and 236 bytes gzip), each with its gzip header and its imports between files.
 */
const galleryShared = [
  join('src', 'content', 'gallery', 'text.ts'),
  join('src', 'content', 'gallery', 'section-icons.ts'),
  join('src', 'content', 'gallery', 'define.ts'),
  join('src', 'content', 'gallery', 'filters.ts'),
  `:${iconOwner('src/content/gallery/section-icons.ts')}`,
];

const unitTests = ['tests/unit/**/*.test.{ts,tsx}'];
/** The hydration loader, run as the browser runs it (scripts/build/hydration-loader.ts). */
const pageScriptTests = ['tests/unit/scripts/build/hydration-loader.test.ts'];

export default defineConfig({
  plugins: [
    react(),
    singlePathIcons(),
    iconsBesideTheirUser(),
    recordPageImports(),
    compileOnArrival(),
    inlinedStylesheetIsLoaded(),
    radixWithoutKeptNames(),
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
    // the first paint (scripts/build/hydration-loader.ts; the list comes from the manifest below, via
    // scripts/build/prerender.ts). The helper would add the dependency lists of every `import()` to the entry (1.7 KB
    // gzip with the loader's list in place, over the byte budget) for what is fetched later anyway: the booking form
    // and the pages the links on screen lead to, once the app is idle. Without it their imports are found as each
    // module is read, a round trip per level, while nobody waits.
    modulePreload: false,
    // Read by scripts/build/prerender.ts (which module is which file), then removed from dist/.
    manifest: true,
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, the shell, the route table) goes into the
          // entry's own file: every page needs all of it before it can hydrate, and over a slow phone's HTTP/1.1
          // each file costs a round trip on one of six connections, not only its bytes. React, the registry and
          // Vite's preload helper were three files of their own beside the entry on every page (issue 15).
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // The gallery's shared text helpers and its section icons (with their copies of the icons), one file for
            // the gallery index and every gallery page: the icons alone were a file of their own, and a gallery page
            // asked for 16 files before it hydrated (issue 36).
            { name: 'gallery-shared', test: (id: string) => galleryShared.some((module) => id.endsWith(module)) },
          ],
        },
      },
    },
  },
  test: {
    // Threads, one per core: the default (forks, one fewer than the cores) ran one file at a time on the 2-core
    // reference machine, 65 s where this takes about 40.
    pool: 'threads',
    maxWorkers: '100%',
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        // One jsdom per worker, not one per file: building a fresh one for each of ~47 files cost more than their
        // tests (isolated, 51-53 s on the reference machine; shared, 29-34 s). Each file cleans up what it renders
        // (setup.ts) and restores its stubs and clocks.
        test: { name: 'unit', include: [...unitTests], exclude: [...pageScriptTests], isolate: false },
      },
      {
        extends: true,
        // Scripts written for a page of their own, which add listeners to the window for the page's life: a window
        // of their own for each file.
        test: { name: 'page scripts', include: [...pageScriptTests] },
      },
    ],
  },
});
