import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, starFills } from '../../../src/components/stars';

describe('Stars', () => {
  it.each([
    [5, [1, 1, 1, 1, 1], 'Rated 5 out of 5'],
    [4.8, [1, 1, 1, 1, 1], 'Rated 4.8 out of 5'],
    [4.7, [1, 1, 1, 1, 0.5], 'Rated 4.7 out of 5'],
    [4, [1, 1, 1, 1, 0], 'Rated 4 out of 5'],
  ])('rating %s fills %j and reads "%s"', (rating, fills, label) => {
    const { container } = render(<Stars rating={rating} />);
    expect(starFills(rating)).toEqual(fills);
    const glyphs = container.querySelectorAll('[data-fill]');
    expect(glyphs).toHaveLength(5);
    expect([...glyphs].map((glyph) => Number(glyph.getAttribute('data-fill')))).toEqual(fills);
    expect(glyphs[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
