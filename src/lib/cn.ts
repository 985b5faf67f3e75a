import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Unlike the usual `twMerge(clsx(…))` this does not resolve conflicting Tailwind classes:
 * tailwind-merge alone weighs ~8.6 KB gzipped, nearly a tenth of the 100 KB budget every route shares (issue 2).
 * So a component's `className` is for additions (spacing, placement), never to override a class it sets; size and
 * tone are variants (class-variance-authority). In development and in the unit tests, a conflict throws (issue 16):
 * with two classes for one property, the winner is whichever Tailwind happens to emit later, not the caller's.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  // `?.`: the 404 page is rendered from source by tsx at build time, where Vite defines no `import.meta.env`.
  if (import.meta.env?.DEV) assertNoConflict(classes);
  return classes;
}

/** The Tailwind utilities that set one property (or one group of them), by their prefix or exact name. */
const propertyGroups: [RegExp, string][] = [
  [/^(max-w|min-w|w|max-h|min-h|h|size)-/, '$1'],
  [/^(p|px|py|pt|pb|pl|pr|ps|pe|m|mx|my|mt|mb|ml|mr|ms|me)-/, '$1'],
  [/^(gap|gap-x|gap-y|z|top|bottom|left|right|inset|inset-x|inset-y|items|justify|self|grid-cols)-/, '$1'],
  [/^rounded(-(none|sm|md|lg|xl|2xl|3xl|full))?$/, 'rounded'],
  [/^shadow(-[a-z0-9]+)?$/, 'shadow'],
  [/^text-(xs|sm|base|lg|xl|\dxl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-/, 'color'],
  [/^bg-(gradient|linear|radial|none)/, 'background-image'],
  [/^bg-/, 'background-color'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^overflow-(auto|hidden|visible|scroll|clip)$/, 'overflow'],
];

function propertyOf(utility: string): string | undefined {
  const bare = utility.replace(/^!?-?/, '');
  for (const [pattern, group] of propertyGroups) {
    const match = pattern.exec(bare);
    if (match) return group.replace('$1', match[1] ?? '');
  }
  return undefined;
}

function assertNoConflict(classes: string) {
  const seen = new Map<string, string>();
  for (const name of classes.split(' ')) {
    const split = name.lastIndexOf(':');
    const property = propertyOf(name.slice(split + 1));
    if (!property) continue;
    // Arbitrary values (`w-[34rem]`) share their property's group; each variant (`md:`, `hover:`) has its own.
    const key = name.slice(0, split + 1) + property;
    const earlier = seen.get(key);
    if (earlier && earlier !== name)
      throw new Error(`Conflicting classes "${earlier}" and "${name}": use a variant instead of overriding`);
    seen.set(key, name);
  }
}
