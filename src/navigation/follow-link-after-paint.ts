import type { AroundNavHandler } from 'wouter';
import { answerTapAfterPaint } from '../readiness/after-next-paint';

/**
 * The router's `aroundNav` (main.tsx): a link that was tapped or clicked shows that it took the tap in the tap's own
 * frame, and the new page renders right after that frame (answerTapAfterPaint). Rendering the new page's first
 * screen in the click's task took 18-76 ms of a slow phone's time, so the tap's next paint came up to 128 ms after it
 * (issue 41). Navigations made by code (a filter's address, a redirect) and Back and Forward run as they come.
 */
export const followLinkAfterPaint: AroundNavHandler = (navigate, to, options) => {
  const link = linkBeingFollowed();
  if (!link) return navigate(to, options);
  answerTapAfterPaint(link, () => navigate(to, options));
};

/** The link whose click is being handled: wouter's `Link` navigates from its click handler, which passes no element. */
function linkBeingFollowed(): HTMLAnchorElement | null {
  // The event being dispatched (the DOM standard's `window.event`): the one way to reach it from `aroundNav`.
  const event = window.event;
  if (event?.type !== 'click' || !(event.target instanceof Element)) return null;
  return event.target.closest('a[href]');
}
