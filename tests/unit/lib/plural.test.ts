// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plural } from '../../../src/lib/plural';

describe('plural', () => {
  it.each<[number, string, string | undefined, string]>([
    [0, 'star', undefined, '0 stars'],
    [1, 'star', undefined, '1 star'],
    [2, 'comment', undefined, '2 comments'],
    [1, 'person', 'people', '1 person'],
    [3, 'person', 'people', '3 people'],
  ])('%i %s (%s) → %s', (count, singular, pluralForm, expected) => {
    expect(plural(count, singular, pluralForm)).toBe(expected);
  });
});
