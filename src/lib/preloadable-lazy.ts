import { createElement, lazy, type ComponentType } from 'react';

/**
 * `React.lazy` that can be fetched ahead of use and then renders at once. A lazy component suspends on its first
 * render even when its module has already arrived (its promise settles a tick later), and React reveals content that
 * suspended no sooner than its next throttled retry (up to 300 ms): a dialog prefetched while the browser was idle
 * would still open late. Once `preload()` has resolved, `Component` renders the loaded module directly.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): { Component: ComponentType<Props>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Not cached: the next attempt (opening the dialog) fetches again, and its error boundary handles a failure.
        pending = undefined;
        throw error;
      },
    ));
  const LazyComponent = lazy(preload);
  function PreloadableComponent(props: Props) {
    return createElement(loaded ?? LazyComponent, props);
  }
  return { Component: PreloadableComponent, preload };
}
