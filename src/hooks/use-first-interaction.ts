import { useSyncExternalStore } from 'react';

/**
 * Signs of a visitor about to interact: any of them, anywhere on the page. `click` too: a tap made before hydration
 * is replayed as a click alone (scripts/build/hydration-loader.ts), its pointer events long gone.
 */
const interactionEvents = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'click',
] as const;

let hasInteracted = false;
const listeners = new Set<() => void>();

function onFirstInteraction(event: Event) {
  for (const type of interactionEvents) window.removeEventListener(type, onFirstInteraction, true);
  if (event.type !== 'pointerdown' && event.type !== 'touchstart') {
    upgradeAfterPaintWhenIdle();
    return;
  }
  // A press makes its click only when released (a touch's click comes as a task of its own after that): the upgrade
  // waits for it, so that its work cannot fall between the release and the click and delay what the tap asked for.
  // A press that turns into a scroll ends in `pointercancel`; a release with no click soon after (a swipe across a
  // carousel, a drag) ends it 100 ms later; anything else, after 3 s.
  let hasEnded = false;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  const onPressEnd = () => {
    if (hasEnded) return;
    hasEnded = true;
    window.removeEventListener('click', onPressEnd, true);
    window.removeEventListener('pointercancel', onPressEnd, true);
    window.removeEventListener('pointerup', onRelease, true);
    clearTimeout(releaseTimer);
    clearTimeout(cap);
    upgradeAfterPaintWhenIdle();
  };
  const onRelease = () => {
    releaseTimer = setTimeout(onPressEnd, 100);
  };
  const listening = { capture: true, passive: true };
  window.addEventListener('click', onPressEnd, listening);
  window.addEventListener('pointercancel', onPressEnd, listening);
  window.addEventListener('pointerup', onRelease, listening);
  const cap = setTimeout(onPressEnd, 3000);
}

function upgradeAfterPaintWhenIdle() {
  // The upgrade (fetch, evaluate and render the dropdown and swipe) waits until what the interaction itself asked for
  // has been painted and the browser is idle: a store update renders synchronously, and on a slow phone it made the
  // first tap (say, on Book) wait ~100 ms for code it does not need (issue 15).
  requestAnimationFrame(() =>
    setTimeout(() => {
      const publish = () => {
        hasInteracted = true;
        for (const listener of listeners) listener();
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(publish, { timeout: 500 });
      else publish();
    }),
  );
}

function subscribe(listener: () => void) {
  if (!hasInteracted && listeners.size === 0) {
    for (const type of interactionEvents)
      window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False until the visitor first interacts with the page, then true. Code that only matters once someone interacts
 * (the dropdown primitive, carousel swipe) waits for this, so it stays out of what every page loads up front
 * (issue 2's byte budget). The prerendered HTML and hydration see false.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasInteracted,
    () => false,
  );
}
