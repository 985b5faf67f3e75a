/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const iconOutline = fileURLToPath(new URL('./src/ui/icon-outline.ts', import.meta.url));

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

export default defineConfig({
  plugins: [react(), singlePathIcons()],
  ssr: { noExternal: ['lucide-react'] },
  define: {
    // The copyright year is the build's: computed in the browser it would differ from the prerendered HTML after
    // New Year and break hydration on every page.
    __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())),
  },
  build: {
    target: 'es2022',
    // No modulepreload links. Vite's helper would add one <link> per dependency of the page's chunk (up to 25: each
    // shared icon is its own small chunk) in the same task that evaluates the entry, and each link starts a request
    // from the main thread: that task was the longest of the page load (Total Blocking Time, issue 7). The browser
    // still fetches every static import of a chunk in parallel, one round trip per level of the chunk graph, and
    // app.tsx starts loading a page when a link to it is pointed at, focused or touched (use-link-intent.ts).
    modulePreload: false,
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
