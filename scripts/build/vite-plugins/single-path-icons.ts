import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const iconOutline = fileURLToPath(new URL('../../../src/ui/icon-outline.ts', import.meta.url));

/**
 * An icon module's code with its data passed through `mergeIconShapes` (see `singlePathIcons`) and drawn by
 * `createOutlineIcon` instead of Lucide's own component (src/ui/icon-outline.ts says why).
 */
export const withMergedShapes = (code: string) =>
  `import { createOutlineIcon, mergeIconShapes } from ${JSON.stringify(iconOutline)};\n` +
  code.replace('createLucideIcon(__iconData)', 'createOutlineIcon(mergeIconShapes(__iconData))');

/**
 * Draws each Lucide icon as one `<path>` instead of one element per shape (src/ui/icon-outline.ts says why): every
 * icon module of lucide-react passes its data through `mergeIconShapes`, and `createOutlineIcon` draws it. Applies to
 * the client and the prerender (`ssr.noExternal` in vite.config.ts), which must agree for hydration; the dev
 * server's pre-bundled copy keeps Lucide's own.
 */
export function singlePathIcons(): Plugin {
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: 'single-path-icons',
    transform(code, id) {
      if (!iconModule.test(id) || !code.includes('createLucideIcon(__iconData)')) return null;
      return { code: withMergedShapes(code), map: null };
    },
  };
}
