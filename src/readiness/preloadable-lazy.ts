import { createElement, lazy, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { markTapTaken } from './tap-taken';

/**
 * `React.lazy` that can be fetched ahead of use and then renders at once. A lazy component suspends on its first
 * render even when its module has already arrived (its promise settles a tick later), and React reveals content that
 * suspended no sooner than its next throttled retry (up to 300 ms): a dialog prefetched while the browser was idle
 * would still open late. Once `preload()` has resolved, `Component` renders the loaded module directly.
 *
 * `showWhenLoaded(show, trigger)` is how a tap opens it: `show` (the state update that renders `Component`) runs at
 * once if the module is here; else `trigger` takes the look of a kept tap (`data-tap-pending`, as before the app is
 * ready) and `show` runs the moment the module arrives. Rendered before then, the lazy component would show its
 * Suspense fallback, and React reveals what replaces a fallback no sooner than 300 ms after the fallback appeared:
 * a tap on Book while the form's code was on its way waited that long after the code had come (issue 15). Should the
 * module fail to arrive, the mark goes and `show` runs anyway: the lazy component asks for the module once more
 * (through its Suspense fallback, as before this existed), and its error boundary handles a second failure.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): {
  Component: ComponentType<Props>;
  preload: () => Promise<unknown>;
  showWhenLoaded: (show: () => void, trigger?: HTMLElement | null) => void;
} {
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
  const showWhenLoaded = (show: () => void, trigger?: HTMLElement | null) => {
    if (loaded) return show();
    const clearMark = markTapTaken(trigger);
    const settle = (hasArrived: boolean) => {
      clearMark();
      // In one task with its arrival: the tap has waited long enough.
      if (hasArrived) flushSync(show);
      else show();
    };
    preload().then(
      () => settle(true),
      () => settle(false),
    );
  };
  return { Component: PreloadableComponent, preload, showWhenLoaded };
}
