// @vitest-environment node
/**
 * The header set every page is served with (public/_headers, which Netlify, Cloudflare Pages, the nginx config and
 * the preview server all apply), held to what Mozilla's HTTP Observatory scores A+ on an HTTPS host (its scoring
 * guide: https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring). Each test below is one of its tests
 * with no penalty; the bonuses (frame-ancestors, a private Referrer-Policy) lift the score past 100.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../../scripts/serve/static-server';

const pageRule = parseHeadersFile(readFileSync('public/_headers', 'utf8')).find((rule) =>
  rule.pattern.test('/about'),
);
const header = (name: string) =>
  pageRule?.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';
const directives = new Map(
  header('Content-Security-Policy')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .map(([name, ...values]) => [name!, values] as const),
);

describe('security headers (Mozilla HTTP Observatory, A+)', () => {
  it('has one rule for every page', () => {
    expect(pageRule).toBeDefined();
  });

  it('Strict-Transport-Security for at least a year', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(header('Strict-Transport-Security'))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it('a Content-Security-Policy that blocks inline and eval script, plugins, base and framing', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    const scripts = directives.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.every((source) => source === "'self'" || /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // No wildcard anywhere, and no whole scheme where script could come from (data: images are harmless).
    for (const [name, sources] of directives)
      for (const source of sources) {
        expect(source).not.toMatch(/^\*/);
        if (name !== 'img-src') expect(source, name).not.toMatch(/^(https?|data|blob):$/);
      }
  });

  it('X-Content-Type-Options, X-Frame-Options and a private Referrer-Policy', () => {
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
      header('Referrer-Policy'),
    );
  });

  it('sets no cookie and allows no origin to read responses', () => {
    expect(header('Set-Cookie')).toBe('');
    expect(header('Access-Control-Allow-Origin')).toBe('');
  });
});
