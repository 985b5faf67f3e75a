import { parseAst, type Plugin } from 'vite';
import { inBrowserBuild } from './browser-build.ts';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const isNameCall = (node: Node): node is Node & { arguments: Node[] } =>
  node.type === 'CallExpression' &&
  (node.callee as Node).type === 'Identifier' &&
  (node.callee as Node & { name: string }).name === '__name' &&
  (node.arguments as Node[]).length === 2;

/**
 * Radix's packages are built with their function names kept: each function goes through `__name(fn, "fn")`, which
 * sets its `name` again as the module loads. Nothing reads those names (each component sets its `displayName`), and
 * the calls, having an effect, kept every function they name in the bundle, used or not. In the browser build
 * `__name(fn, "fn")` becomes `fn` and a statement of its own goes. `/smile-gallery/our-work` and `smile-showcase`,
 * which hydrate with ToggleGroup, had the most JavaScript before ready of any page and the slowest ready (issue 41):
 * 102.3 → 98.6 KB gzip; the dialog and the Services dropdown lost 0.4 KB each.
 */
export function radixWithoutKeptNames(): Plugin {
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
