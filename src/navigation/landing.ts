import type { Place } from './places';

/**
 * What brought the visitor to the page shown:
 * - `load`: this document's first page, opened by a link from elsewhere, a typed address or a bookmark;
 * - `reload`: this document's first page, reloaded;
 * - `link`: a link followed in the app, or a navigation made by code to another page (a redirect);
 * - `traversal`: Back or Forward, within the app or into a new document;
 * - `fragment`: a link to a fragment of the page already shown.
 */
type NavigationKind = 'load' | 'reload' | 'link' | 'traversal' | 'fragment';

/** One navigation: made by the owner of navigation (navigation-history.ts), handed to components through React. */
export type Navigation = {
  readonly kind: NavigationKind;
  /** The path reached (the router's location). */
  readonly path: string;
  /** The fragment reached, with its `#`, or '' (never '' for a `fragment`). */
  readonly hash: string;
  /**
   * The place to return to: the one saved as the visitor left the entry (a traversal within the app: its top when
   * none was saved); for a new document, the one kept in sessionStorage, only when the browser left it to us.
   */
  readonly place?: Place;
  /** What had focus as the navigation started: focus moved elsewhere since then is the visitor's, and stays. */
  readonly focusedAtStart?: Element | null;
};

/** Where the visitor lands. */
export type Landing =
  /** As the browser put them: the prerendered page at the top, or at the place it restored itself. */
  | { to: 'as-loaded' }
  /** At the top of the page, with focus on its heading, as a full page load starts reading there. */
  | { to: 'top' }
  /** At the fragment's section, with focus on it. */
  | { to: 'fragment'; hash: string }
  /** At the place left, and (`moveFocus`) with focus on the link followed or the first heading in view. */
  | { to: 'place'; place: Place; moveFocus: boolean };

/**
 * Where a navigation lands. Back and Forward return to the place left; a reload keeps the place but not the focus,
 * as the browser's own restoration does (a screen reader's first Tab after it then starts at the top, at the skip
 * link); a link lands at its fragment, else at the top; the first page as the browser put it, or at its fragment,
 * which the browser may have tried to reach before the page's content existed.
 */
export function chooseLanding({ kind, hash, place }: Navigation): Landing {
  if (place && (kind === 'traversal' || kind === 'reload'))
    return { to: 'place', place, moveFocus: kind === 'traversal' };
  if (hash) return { to: 'fragment', hash };
  return { to: kind === 'link' ? 'top' : 'as-loaded' };
}

/**
 * Whether the page renders whole at once (BelowTheFold): always but after a link to the top of another page, where
 * its first screen paints first. The first page renders whole as its prerendered HTML has it; a fragment, and a
 * place to return to, must be there to land on.
 */
export function rendersWhole(navigation: Navigation): boolean {
  return chooseLanding(navigation).to !== 'top';
}
