/**
 * Brings the element named by a URL fragment into view and moves focus to it, so keyboard and screen-reader users
 * land where sighted users look. The target may not exist yet (its page chunk is still loading), so it retries
 * for a moment before giving up.
 */
export function scrollToHash(hash: string, { attempts = 40 } = {}): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  const target = document.getElementById(id);
  if (!target) {
    if (attempts > 0) window.setTimeout(() => scrollToHash(hash, { attempts: attempts - 1 }), 50);
    return;
  }
  const focusable = target.matches('a,button,input,select,textarea,[tabindex]')
    ? target
    : (target.querySelector<HTMLElement>('h1,h2,h3') ?? target);
  if (!focusable.hasAttribute('tabindex') && !focusable.matches('a,button,input,select,textarea')) {
    focusable.setAttribute('tabindex', '-1');
  }
  target.scrollIntoView({ block: 'start' });
  focusable.focus({ preventScroll: true });
}
