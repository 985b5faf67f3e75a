// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatReviewDate } from '../../../src/lib/format-date';
import { wrapIndex } from '../../../src/lib/wrap-index';

describe('formatReviewDate', () => {
  it.each([
    ['2023-12-05', 'Dec 05, 2023'],
    ['2024-01-15', 'Jan 15, 2024'],
    ['2024-01-01', 'Jan 01, 2024'],
  ])('shows %s as %s (MMM dd, yyyy)', (iso, shown) => {
    expect(formatReviewDate(iso)).toBe(shown);
  });
});

describe('wrapIndex', () => {
  it.each([
    [5, 5, 0],
    [-1, 5, 4],
    [2, 5, 2],
    [0, 0, 0],
  ])('wraps %i in a ring of %i to %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});
