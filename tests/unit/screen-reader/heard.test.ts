// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unmet } from '../../screen-reader-orca/heard';
import { pageSummary } from '../../screen-reader-orca/journeys';

/**
 * The meaning-based assertions of the Orca journeys (issue 40): every wording Orca has been seen to use for the
 * same facts passes, and speech that misses a name, a role or a state, or leaves a stale one, fails.
 */
describe('unmet', () => {
  const trigger = { name: 'Service pages', role: 'button', states: ['collapsed'], not: ['the document'] } as const;

  it.each([
    [['Service pages collapsed push button.']],
    [['Service pages expanded push button.', 'collapsed']],
    [['leaving list.', 'Service pages expanded push button.', 'Focus mode', 'collapsed']],
  ])('passes every order and split Orca uses for one fact: %j', (said) => {
    expect(unmet(said, trigger)).toEqual([]);
  });

  it('fails a lost name, role or state, each in its own words', () => {
    expect(unmet(['Service pages push button.'], trigger)).toEqual(["state 'collapsed' is not conveyed"]);
    expect(unmet(['Service pages collapsed.'], trigger)).toEqual(["role 'button' is not conveyed"]);
    expect(unmet(['collapsed push button.'], trigger)).toEqual(["name 'Service pages' is not conveyed"]);
  });

  it('fails a stale state: the one heard last is the one the listener keeps', () => {
    expect(unmet(['Service pages collapsed push button.', 'expanded'], trigger)).toEqual([
      "state 'collapsed' is not conveyed: 'expanded' was heard last",
    ]);
  });

  it('never takes "not selected" for "selected", nor a radio button for a push button', () => {
    expect(unmet(['Restoration.', 'not selected'], { states: ['selected'] })).toEqual([
      "state 'selected' is not conveyed: 'not selected' was heard last",
    ]);
    expect(unmet(['All.', 'selected radio button'], { role: 'button' })).toEqual([
      "role 'button' is not conveyed",
    ]);
  });

  it('fails when the document is named, or words that must not be heard are', () => {
    expect(unmet(['Pearlcrest Dental document web.', 'Service pages collapsed push button.'], trigger)).toEqual([
      'the document is heard, and must not be',
    ]);
    expect(unmet(['Play slideshow push button.'], { not: ['Play slideshow'] })).toEqual([
      'Play slideshow is heard, and must not be',
    ]);
  });

  it('checks words in order, and announcements as the site writes them', () => {
    expect(
      unmet(['Preventive Care link.', 'Restorative Care link.'], { inOrder: ['Preventive', 'Restorative'] }),
    ).toEqual([]);
    expect(
      unmet(['Restorative Care link.', 'Preventive Care link.'], { inOrder: ['Preventive', 'Restorative'] }),
    ).toEqual(["'Restorative' is not conveyed after the ones before it"]);
    expect(
      unmet(['selected', 'Showing 2 items in Restoration'], { says: ['Showing 2 items in Restoration'] }),
    ).toEqual([]);
  });
});

describe('pageSummary', () => {
  it('reads the counts from Orca’s summary, whatever follows them', () => {
    expect(pageSummary(['About document web.', 'Page has 9 landmarks, 21 headings, 48 links.'])).toEqual({
      landmarks: 9,
      headings: 21,
    });
    expect(pageSummary(['About document web.'])).toEqual({ landmarks: undefined, headings: undefined });
  });
});
