// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerLocations, nginxServerBlock } from '../../../../scripts/serve/nginx-config';
import { parseHeadersFile } from '../../../../scripts/serve/static-server';

describe('nginx-config', () => {
  const block = nginxServerBlock({ root: 'dist', headersFile: 'public/_headers', brotli: true });
  const locations = block.split(/\n {2}location /).slice(1);

  it('sends every site-wide header from public/_headers in every location that serves files', () => {
    const siteWide = parseHeadersFile(readFileSync('public/_headers', 'utf8')).find((rule) =>
      rule.pattern.test('/about'),
    )!;
    const serving = locations.filter((location) => !location.includes('return 404'));
    expect(serving.length).toBeGreaterThanOrEqual(4);
    for (const location of serving)
      for (const [name] of siteWide.headers)
        expect(location, location.split('\n')[0]).toContain(`add_header ${name} `);
  });

  it('caches only /assets/ as immutable, and redirects the other spellings of a page', () => {
    const immutable = locations.filter((location) => location.includes('immutable'));
    expect(immutable.map((location) => location.split(' ')[0])).toEqual(['/assets/']);
    expect(block).toContain('rewrite ^/(.+)/$ /$1 permanent;');
    expect(block).toContain('rewrite ^/(.+)\\.html$ /$1 permanent;');
    expect(block).toContain('try_files $uri $uri.html =404;');
    expect(block).toContain('brotli_static on;');
  });

  it('refuses a _headers rule it cannot translate, rather than dropping it', () => {
    expect(() => headerLocations('/*.js\n  X-Test: 1\n')).toThrow(/translates only/);
  });
});
