import type { AroundNavHandler } from 'wouter';
import { afterNextPaint } from './after-next-paint';

/** The link whose click is being dispatched now, noted before any handler of the page runs. */
let linkBeingFollowed: HTMLAnchorElement | null = null;

/**
 * Notes each link a visitor clicks, for `navigateAfterPaint`: in the capture phase, before React's handlers (and so
 * wouter's Link) see the click; forgotten once the click's task is over.
 */
export function noteFollowedLinks(): void {
  addEventListener(
    'click',
    (event) => {
      linkBeingFollowed = event.target instanceof Element ? event.target.closest('a') : null;
      if (linkBeingFollowed) setTimeout(() => (linkBeingFollowed = null));
    },
    true,
  );
}

/**
 * The router's `aroundNav`: a link followed by a tap first shows that it took the tap (the look of a tap kept before
 * the app was ready), and the new page renders right after that frame. Rendering a page is most of a client
 * navigation's cost, 60-90 ms in the tap's task at 4× CPU (the page's render, then its first style and layout), so
 * the tap waited that long for its next paint (Event Timing up to 144 ms, issue 15). Any other navigation (a
 * redirect, a replace, code's own) happens at once.
 */
export const navigateAfterPaint: AroundNavHandler = (navigate, to, options) => {
  const link = linkBeingFollowed;
  if (!link || options?.replace) {
    navigate(to, options);
    return;
  }
  linkBeingFollowed = null;
  link.setAttribute('data-tap-pending', '');
  afterNextPaint(() => {
    link.removeAttribute('data-tap-pending');
    navigate(to, options);
  });
};
