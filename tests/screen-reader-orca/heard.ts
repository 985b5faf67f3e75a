import { expect } from 'vitest';

/**
 * What a listener must hear, asserted by meaning (issue 40), the way W3C's ARIA-AT project states a screen reader's
 * assertions ("role 'button' is conveyed", "state 'collapsed' is conveyed"): each step of a journey says which name,
 * role and state must reach the listener and what must not, and any order or split into utterances Orca is entitled
 * to use passes. A journey no longer lists the exact sequences Orca has been seen to say, so a new wording of the
 * same facts is no failure, while a lost name, role or state, a stale state or the document named again still is.
 */

/** Roles, by the words Orca uses for them (English). A push button is a button; a radio button is not. */
const roleWords = {
  button: /\b(?:push|toggle) button\b/,
  link: /\blink\b/,
  entry: /\bentry\b/,
  'combo box': /\bcombo box\b/,
  'radio button': /\bradio button\b/,
  'spin button': /\bspin button\b/,
  dialog: /\bdialog\b/,
  alert: /\balert\b/,
} as const;
type Role = keyof typeof roleWords;

/**
 * States that come in pairs: what was heard last of the pair is the state the listener is left with, so "expanded
 * … collapsed" conveys collapsed, and "collapsed … expanded" conveys a stale expanded. Alternatives are tried in
 * order at each place, so "not selected" is never read as "selected".
 */
const statePairs = {
  expanded: /\b(expanded|collapsed)\b/g,
  collapsed: /\b(expanded|collapsed)\b/g,
  selected: /\b(not selected|selected)\b/g,
  'not selected': /\b(not selected|selected)\b/g,
} as const;
/** States heard on their own: present or not. */
const singleStates = { required: /\brequired\b/, invalid: /\binvalid\b/ } as const;
type State = keyof typeof statePairs | keyof typeof singleStates;

/** Things a listener must not hear after a step. */
const unwanted = {
  /** The page named again: focus fell to the document on its way somewhere (or stayed there). */
  'the document': /\bdocument web\b/,
} as const;

export type Expectation = {
  /** The accessible name of what has focus (or was announced), heard as written. */
  name?: string;
  role?: Role;
  states?: readonly State[];
  /** Other words that must be heard, as the site writes them: a live announcement, a label, a count. */
  says?: readonly (string | RegExp)[];
  /** Words that must be heard in this order (names of the controls passed on a walk, say). */
  inOrder?: readonly string[];
  /** What must not be heard: the document, or words such as a stale name. */
  not?: readonly (keyof typeof unwanted | string)[];
};

/** The step's speech as one text: Orca may split the same facts into utterances differently from run to run. */
function transcript(said: string[]): string {
  return said.join(' ').replace(/\s+/g, ' ').trim();
}

/** The assertions of `expected` that what was `said` does not meet, each in ARIA-AT's words; empty when all hold. */
export function unmet(said: string[], expected: Expectation): string[] {
  const text = transcript(said);
  const failures: string[] = [];
  if (expected.name !== undefined && !text.includes(expected.name))
    failures.push(`name '${expected.name}' is not conveyed`);
  if (expected.role !== undefined && !roleWords[expected.role].test(text))
    failures.push(`role '${expected.role}' is not conveyed`);
  for (const state of expected.states ?? []) {
    if (state in singleStates) {
      if (!singleStates[state as keyof typeof singleStates].test(text))
        failures.push(`state '${state}' is not conveyed`);
      continue;
    }
    const heard = [...text.matchAll(statePairs[state as keyof typeof statePairs])].map((match) => match[1]);
    if (heard.length === 0) failures.push(`state '${state}' is not conveyed`);
    else if (heard.at(-1) !== state)
      failures.push(`state '${state}' is not conveyed: '${heard.at(-1)}' was heard last`);
  }
  for (const words of expected.says ?? [])
    if (typeof words === 'string' ? !text.includes(words) : !words.test(text))
      failures.push(`'${String(words)}' is not conveyed`);
  let from = 0;
  for (const words of expected.inOrder ?? []) {
    const at = text.indexOf(words, from);
    if (at < 0) {
      failures.push(`'${words}' is not conveyed ${from > 0 ? 'after the ones before it' : ''}`.trim());
      break;
    }
    from = at + words.length;
  }
  for (const words of expected.not ?? []) {
    const pattern = words in unwanted ? unwanted[words as keyof typeof unwanted] : undefined;
    if (pattern ? pattern.test(text) : text.includes(words)) failures.push(`${words} is heard, and must not be`);
  }
  return failures;
}

/**
 * True once everything `expected` says must be heard has been (what must not be heard aside): where a step stops
 * listening (orca.ts, `press`), and then only once Orca falls quiet, so what it says after is still checked.
 */
const hears =
  (expected: Expectation) =>
  (said: string[]): boolean =>
    unmet(said, { ...expected, not: [] }).length === 0;

/** Fails the test with each unmet assertion and all that Orca said for the step. */
export function expectHeard(said: string[], expected: Expectation): void {
  expect(unmet(said, expected), `Orca said ${JSON.stringify(said)}`).toEqual([]);
}

/**
 * A journey's step by keys: `press` presses them and listens until what `expected` says must be heard has been
 * (orca.ts), and what Orca said must then meet `expected`.
 */
export async function expectHeardOn(
  press: (heard: (said: string[]) => boolean) => Promise<string[]>,
  expected: Expectation,
): Promise<void> {
  expectHeard(await press(hears(expected)), expected);
}
