import type { Plugin, Rolldown } from 'vite';

/** A hook as Vite calls it: a plugin may give the function itself or `{ order, handler }`. */
function handlerOf(hook: unknown) {
  const handler = typeof hook === 'function' ? hook : (hook as { handler?: unknown } | undefined)?.handler;
  if (typeof handler !== 'function') throw new Error('the plugin has no such hook');
  return handler as (this: unknown, ...args: unknown[]) => unknown;
}

type Resolve = (source: string, importer: string) => Promise<{ id: string } | null>;

/** What the plugin's `transform` makes of `code` at `id`: the new code, or null where it leaves the module as it is. */
export async function transformed(
  plugin: Plugin,
  code: string,
  id: string,
  { ssr = false, resolve }: { ssr?: boolean; resolve?: Resolve } = {},
) {
  const result = (await handlerOf(plugin.transform).call({ resolve }, code, id, { ssr })) as {
    code: string;
  } | null;
  return result?.code ?? null;
}

/** The plugin's `resolveId`, then its `load`, for an import of `source`. */
export async function loaded(plugin: Plugin, source: string) {
  const id = (await handlerOf(plugin.resolveId).call({}, source, undefined, {})) as string | null;
  return id === null ? null : ((await handlerOf(plugin.load).call({}, id)) as string | null);
}

/** The plugin's `generateBundle` run over `bundle`, which it changes in place, as Vite's does. */
export async function generated(plugin: Plugin, bundle: Rolldown.OutputBundle) {
  await handlerOf(plugin.generateBundle).call({}, {}, bundle, false);
  return bundle;
}

/** Whether Vite runs the plugin in the browser build, or in the prerender's server build. */
export function appliesTo(plugin: Plugin, consumer: 'client' | 'server') {
  const environment = { name: consumer, config: { consumer } } as never;
  return plugin.applyToEnvironment?.(environment) ?? true;
}

/** A chunk of Vite's output as a `generateBundle` hook finds it: its file, its code, and the stylesheets it imports. */
export function chunk(fileName: string, code: string, { isEntry = false, importedCss = [] as string[] } = {}) {
  return {
    type: 'chunk',
    fileName,
    code,
    isEntry,
    viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set<string>() },
  } as unknown as Rolldown.OutputChunk;
}
