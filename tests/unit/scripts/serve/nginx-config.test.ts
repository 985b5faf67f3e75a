// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerLocations, nginxServerBlock } from '../../../../scripts/serve/nginx-config';
import { parseHeadersFile } from '../../../../scripts/serve/static-server';

describe('nginx-config', () => {
  const block = nginxServerBlock({ root: 'dist', headersFile: 'public/_headers', brotli: true });
  const locations = block.split(/\n {2}location /).slice(1);

  it('sends every site-wide header from public/_headers in every location that serves files, less what a folder detaches', () => {
    const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
    const siteWide = rules.find((rule) => rule.pattern.test('/about'))!;
    const serving = locations.filter((location) => !location.includes('return 404'));
    expect(serving.length).toBeGreaterThanOrEqual(4);
    for (const location of serving) {
      const prefix = location.split(' ')[0]!;
      const detached = rules
        .filter((rule) => prefix.endsWith('/') && prefix !== '/' && rule.pattern.test(`${prefix}file`))
        .flatMap((rule) => rule.headers.filter(([, value]) => value === null).map(([name]) => name));
      for (const [name] of siteWide.headers)
        if (detached.includes(name)) expect(location, prefix).not.toContain(`add_header ${name} `);
        else expect(location, location.split('\n')[0]).toContain(`add_header ${name} `);
    }
  });

  it('reads `! Name` as Cloudflare Pages does: the folder drops that site-wide header', () => {
    const { everywhere, locations: folders } = headerLocations(
      '/*\n  X-Page: 1\n  X-Both: 2\n\n/assets/*\n  Cache-Control: immutable\n  ! X-Page\n',
    );
    expect(everywhere).toEqual([
      ['X-Page', '1'],
      ['X-Both', '2'],
    ]);
    expect(folders).toEqual([
      { prefix: '/assets/', headers: [['Cache-Control', 'immutable']], detached: ['x-page'] },
    ]);
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
