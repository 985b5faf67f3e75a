import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { lucideDir, projectPath, srcDir } from './project-paths.ts';
import { withMergedShapes } from './single-path-icons.ts';

/** The tag of the icon copies a module of ours gets: from its path from the project root. */
export const iconOwner = (path: string) => createHash('sha256').update(path).digest('hex').slice(0, 8);

/**
 * In the browser build, each module of ours that imports Lucide icons gets its own copy of each (a few hundred
 * bytes), so an icon travels in the chunk of the module that draws it. Shared, every icon used by two pages was a
 * file of its own: `/` asked for 14 of them besides its 14 other modules, and on a slow phone's HTTP/1.1 (six
 * connections, 150 ms a round trip) those requests, not the bytes, kept the page from hydrating for ~300 ms
 * (issue 15). A copy is a plain component with no state, so two copies on one page draw the same; the prerender
 * keeps the shared modules, and renders the same markup.
 */
export function iconsBesideTheirUser(): Plugin {
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
