/**
 * Brings the element named by a URL fragment into view and moves focus to it, so keyboard and screen-reader users
 * land where sighted users look. Called once the page is there (its landing, navigation-history.ts), rendered whole
 * (BelowTheFold), so the target is there too.
 */
export function scrollToHash(hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  const focusable = target.matches('a,button,input,select,textarea,[tabindex]')
    ? target
    : (target.querySelector<HTMLElement>('h1,h2,h3') ?? target);
  if (!focusable.hasAttribute('tabindex') && !focusable.matches('a,button,input,select,textarea')) {
    focusable.setAttribute('tabindex', '-1');
  }
  target.scrollIntoView({ block: 'start' });
  focusable.focus({ preventScroll: true });
}
