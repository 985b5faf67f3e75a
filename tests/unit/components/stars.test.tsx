import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, starFills } from '../../../src/components/stars';

describe('Stars', () => {
  it.each([
    [5, [1, 1, 1, 1, 1], 'Rated 5 out of 5'],
    [4.8, [1, 1, 1, 1, 0.8], 'Rated 4.8 out of 5'],
    [4.7, [1, 1, 1, 1, 0.7], 'Rated 4.7 out of 5'],
    [4, [1, 1, 1, 1, 0], 'Rated 4 out of 5'],
  ])('rating %s fills %j and reads "%s"', (rating, fills, label) => {
    const { container } = render(<Stars rating={rating} />);
    expect(starFills(rating)).toEqual(fills);
    const glyphs = [...container.querySelectorAll<HTMLElement>('[data-fill]')];
    expect(glyphs).toHaveLength(5);
    expect(glyphs.map((glyph) => Number(glyph.dataset.fill))).toEqual(fills);
    // What a sighted visitor sees: each star's filled copy is clipped to its fill, and an empty star has none.
    expect(
      glyphs.map((glyph) => glyph.querySelector<HTMLElement>('[data-slot="star-fill"]')?.style.width ?? '0%'),
    ).toEqual(fills.map((fill) => `${fill * 100}%`));
    for (const glyph of glyphs) expect(glyph.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.textContent).toBe(label);
  });

  it('draws 4.8 differently from 5.0', () => {
    expect(starFills(4.8)).not.toEqual(starFills(5));
  });

  it('keeps out-of-range ratings within five stars', () => {
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });

  it('uses no SVG gradient or id, so two ratings on one page cannot share a fill', () => {
    const { container } = render(
      <>
        <Stars rating={4.8} />
        <Stars rating={4.7} />
      </>,
    );
    expect(container.querySelector('linearGradient, [id]')).toBeNull();
  });
});
