import { describe, expect, it } from 'vitest';
import { chooseLanding, rendersWhole, type Navigation } from '../../../src/navigation/landing';

/** Where each kind of navigation lands: the choice alone, as data (the end-to-end suites check where elements land). */
const place = { scrollY: 1234, anchor: { path: [1, 0, 2], top: 80 }, focus: [1, 0, 2, 0] };
const to = (navigation: Omit<Navigation, 'path'>) => chooseLanding({ path: '/services', ...navigation });

describe('chooseLanding', () => {
  it('a first load: as the browser put it, or at its fragment', () => {
    expect(to({ kind: 'load', hash: '' })).toEqual({ to: 'as-loaded' });
    expect(to({ kind: 'load', hash: '#cosmetic' })).toEqual({ to: 'fragment', hash: '#cosmetic' });
  });

  it('a link followed: at the top with focus on the heading, or at its fragment', () => {
    expect(to({ kind: 'link', hash: '' })).toEqual({ to: 'top' });
    expect(to({ kind: 'link', hash: '#cosmetic' })).toEqual({ to: 'fragment', hash: '#cosmetic' });
  });

  it('Back or Forward: at the place left, with focus where the visitor was', () => {
    expect(to({ kind: 'traversal', hash: '', place })).toEqual({ to: 'place', place, moveFocus: true });
    // The place wins over the fragment: the visitor may have scrolled on from it before leaving.
    expect(to({ kind: 'traversal', hash: '#cosmetic', place })).toEqual({ to: 'place', place, moveFocus: true });
  });

  it('Back or Forward into a new document the browser restored itself: as it put it, or at the fragment', () => {
    expect(to({ kind: 'traversal', hash: '' })).toEqual({ to: 'as-loaded' });
    expect(to({ kind: 'traversal', hash: '#cosmetic' })).toEqual({ to: 'fragment', hash: '#cosmetic' });
  });

  it('a fragment of the page shown: at that fragment', () => {
    expect(to({ kind: 'fragment', hash: '#cosmetic' })).toEqual({ to: 'fragment', hash: '#cosmetic' });
  });

  it('a reload: at the place kept, focus left where a load puts it; else as the browser put it', () => {
    expect(to({ kind: 'reload', hash: '', place })).toEqual({ to: 'place', place, moveFocus: false });
    expect(to({ kind: 'reload', hash: '' })).toEqual({ to: 'as-loaded' });
    expect(to({ kind: 'reload', hash: '#cosmetic' })).toEqual({ to: 'fragment', hash: '#cosmetic' });
  });
});

describe('rendersWhole', () => {
  it('defers the part below the fold only for a link to the top of another page', () => {
    expect(rendersWhole({ kind: 'link', path: '/about', hash: '' })).toBe(false);
    expect(rendersWhole({ kind: 'link', path: '/about', hash: '#team' })).toBe(true);
    for (const kind of ['load', 'reload', 'traversal', 'fragment'] as const)
      expect(rendersWhole({ kind, path: '/about', hash: kind === 'fragment' ? '#team' : '' }), kind).toBe(true);
    expect(rendersWhole({ kind: 'traversal', path: '/about', hash: '', place })).toBe(true);
  });
});
