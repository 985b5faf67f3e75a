import type { BrowserContext, Page } from '@playwright/test';
import { tlsHost } from '../hosts/servers';

/**
 * Console messages that are not faults of the site, each with its reason. Every test blocks requests that leave
 * 127.0.0.1, and Chromium reports each blocked request as a console error; the site handles them (the map shows
 * its fallback, external links are only links).
 */
const toleratedConsoleErrors: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^Failed to load resource: net::ERR_(FAILED|BLOCKED_BY_CLIENT|INTERNET_DISCONNECTED)/,
    reason: 'a request the test blocked',
  },
];

export function isToleratedConsoleError(text: string): boolean {
  return toleratedConsoleErrors.some(({ pattern }) => pattern.test(text));
}

/** Any address but this machine's and the run's own HTTPS host (issue 56, in a network namespace of the run's own). */
const outsideRequests = new RegExp(
  `^(?!https?://(127\\.0\\.0\\.1|localhost|${tlsHost.address.replaceAll('.', '\\.')}|${tlsHost.name.replaceAll('.', '\\.')})[:/])[a-z]+://.*`,
);

/**
 * Nothing leaves the machine: maps, social sites and any stray third party are blocked. Every page a test opens goes
 * through this, including pages of contexts a test makes itself (no JavaScript, reduced motion). `onRefused` hears
 * each refused address (the bench lists them).
 */
export async function blockOutsideRequests(
  target: Page | BrowserContext,
  onRefused?: (url: string) => void,
): Promise<void> {
  await target.route(outsideRequests, (route) => {
    onRefused?.(route.request().url());
    return route.abort('blockedbyclient');
  });
}
