import { useEffect, useState } from 'react';

/** Signs of a visitor about to interact: any of them, anywhere on the page. */
const interactionEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

let hasInteracted = false;
const listeners = new Set<() => void>();

function onFirstInteraction() {
  hasInteracted = true;
  for (const type of interactionEvents) window.removeEventListener(type, onFirstInteraction, true);
  for (const listener of listeners) listener();
  listeners.clear();
}

/**
 * False until the visitor first interacts with the page, then true. Code that only matters once someone interacts
 * (the dropdown primitive, carousel swipe) waits for this, so it stays out of what every page loads up front
 * (issue 2's byte budget).
 */
export function useFirstInteraction(): boolean {
  const [isInteracting, setIsInteracting] = useState(false);
  useEffect(() => {
    if (hasInteracted) {
      setIsInteracting(true);
      return;
    }
    const listener = () => setIsInteracting(true);
    if (listeners.size === 0) {
      for (const type of interactionEvents)
        window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return isInteracting;
}
