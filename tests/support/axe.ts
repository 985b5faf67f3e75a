import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What every accessibility check runs, in Chromium through AxeBuilder (fixtures.ts) and in Firefox and WebKit by
 * WebDriver (engines/journey.ts): one axe, one rule set, one set of options.
 */

/** The project's own axe-core (AxeBuilder's bundled copy was a minor version behind). */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rule sets every page and open state is checked against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Experimental in axe, so off unless named; Lighthouse runs it (WCAG 2.5.3 Label in Name). Only violations are
 * reported in detail (`resultTypes`); passes are still counted.
 */
export const axeRunOptions = {
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations' as const],
};
