import type { Rule } from 'eslint';

/** The rule of no-import-cycle.js, typed for the tests that import it. */
export declare const noImportCycle: Rule.RuleModule;
