import { useState } from 'react';

/**
 * Hands the focus from a control's no-JavaScript form (a link) to its interactive form (a button) when the app
 * replaces one with the other (useIsHydrated). A keyboard visitor who reached Menu or Book Appointment before the app
 * was ready would otherwise find the focus dropped to the page's start the moment the link is removed, its ring gone,
 * and the next Enter doing nothing (issue 35).
 *
 * React detaches the link's ref before it removes the link from the document, so the ref's cleanup still sees the
 * link focused; the button's ref is attached in the same commit, before any input can come in between.
 */
/**
 * Two ref callbacks: the link's, whose cleanup notes whether the link had the focus as it goes, and the button's,
 * which takes that focus.
 */
type FocusHandOver = readonly [
  (node: HTMLElement | null) => (() => void) | undefined,
  (node: HTMLElement | null) => void,
];

function createFocusHandOver(): FocusHandOver {
  let hadFocus = false;
  return [
    (node) => {
      if (!node) return undefined;
      return () => {
        hadFocus = document.activeElement === node;
      };
    },
    (node) => {
      if (!node || !hadFocus) return;
      hadFocus = false;
      node.focus();
    },
  ];
}

export function useFocusHandOver(): FocusHandOver {
  // Stable callbacks: a new ref callback on every render would be detached and attached again each time.
  const [handOver] = useState(createFocusHandOver);
  return handOver;
}
