import type { Plugin } from 'vite';
import { projectPath, srcDir } from './project-paths.ts';

/**
 * In the server build only: every `import('./…')` under src/ also reports the module it loads to
 * `globalThis.__recordImport`, as the module's path from the project root (the key of Vite's client manifest).
 * The prerender listens while it loads a route's page, so it knows exactly which client modules that page needs and
 * the loader can request them all at once (scripts/build/hydration-loader.ts), with no list kept by hand. The client
 * build is untouched.
 */
export function recordPageImports(): Plugin {
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
