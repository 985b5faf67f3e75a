import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars, starFills } from '../../../src/components/stars';

describe('Stars', () => {
  // md stars: 20px glyphs 2px apart, so one star plus its gap is 24 + 2.4 = 26.4 of the SVG's 24-unit glyphs.
  it.each([
    [5, [1, 1, 1, 1, 1], 4 * 26.4 + 24, 'Rated 5 out of 5'],
    [4.8, [1, 1, 1, 1, 0.8], 4 * 26.4 + 0.8 * 24, 'Rated 4.8 out of 5'],
    [4.7, [1, 1, 1, 1, 0.7], 4 * 26.4 + 0.7 * 24, 'Rated 4.7 out of 5'],
    [4, [1, 1, 1, 1, 0], 3 * 26.4 + 24, 'Rated 4 out of 5'],
  ])('rating %s fills %j (%f units of the row) and reads "%s"', (rating, fills, filledUnits, label) => {
    const { container } = render(<Stars rating={rating} />);
    expect(starFills(rating)).toEqual(fills);
    const row = container.querySelector<SVGSVGElement>('svg[data-rating]')!;
    expect(row.getAttribute('aria-hidden')).toBe('true');
    expect(row.getAttribute('width')).toBe(String(5 * 20 + 4 * 2));
    expect(row.getAttribute('viewBox')).toBe('0 0 129.6 24');
    // Five outlines in one path, and the filled copy clipped by a nested SVG as wide as the fill.
    const outline = row.querySelector(':scope > path')!;
    expect(outline.getAttribute('d')!.match(/M/g)).toHaveLength(5);
    const fill = row.querySelector<SVGSVGElement>('[data-slot="star-fill"]')!;
    expect(Number(fill.getAttribute('width'))).toBeCloseTo(filledUnits, 3);
    expect(fill.getAttribute('viewBox')).toBe(`0 0 ${fill.getAttribute('width')} 24`);
    expect(fill.querySelector('path')!.getAttribute('d')).toBe(outline.getAttribute('d'));
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.textContent).toBe(label);
  });

  it('draws no filled copy for a rating of 0', () => {
    const { container } = render(<Stars rating={0} size="lg" />);
    expect(container.querySelector('[data-slot="star-fill"]')).toBeNull();
    expect(container.querySelector('svg')!.getAttribute('width')).toBe(String(5 * 28 + 4 * 2));
  });

  it('is one SVG of four elements, not five icons', () => {
    const { container } = render(<Stars rating={4.8} size="sm" />);
    expect(container.querySelectorAll('svg, path')).toHaveLength(4);
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
