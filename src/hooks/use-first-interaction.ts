import { useSyncExternalStore } from 'react';

/** Signs of a visitor about to interact: any of them, anywhere on the page. */
const interactionEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

let hasInteracted = false;
const listeners = new Set<() => void>();

function onFirstInteraction() {
  hasInteracted = true;
  for (const type of interactionEvents) window.removeEventListener(type, onFirstInteraction, true);
  for (const listener of listeners) listener();
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
