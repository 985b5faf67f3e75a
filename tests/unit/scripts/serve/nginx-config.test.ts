// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKING_PATH, MAX_BODY_BYTES } from '../../../../scripts/booking-receiver/receiver';
import {
  headerLocations,
  intermediateTls,
  isHostName,
  nginxConfig,
  nginxServerBlock,
  tlsMissingLine,
} from '../../../../scripts/serve/nginx-config';
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

describe('nginxConfig', () => {
  const base = { root: 'dist', headersFile: 'public/_headers' };

  describe('without a certificate', () => {
    const config = nginxConfig(base);
    it('prints today’s block on port 80 and one line saying TLS is missing', () => {
      expect(config.split('\n').filter((line) => line === tlsMissingLine)).toHaveLength(1);
      expect(config.match(/^server \{/gm)).toHaveLength(1);
      expect(config).toContain('listen 80;');
      expect(config).not.toMatch(/ssl_|listen 443/);
      expect(config).toContain(nginxServerBlock(base));
    });
  });

  describe('with a host name, certificate and key', () => {
    const config = nginxConfig({
      ...base,
      serverName: 'www.example.com',
      tls: { certificate: '/etc/tls/fullchain.pem', key: '/etc/tls/privkey.pem' },
    });
    const [redirect, site] = config.split(/\n(?=server \{)/).slice(1) as [string, string];

    it('answers every path on port 80 with one redirect to the same path over HTTPS, but certbot’s', () => {
      expect(redirect).toContain('listen 80;');
      expect(redirect).toContain('server_name www.example.com;');
      expect(redirect).toContain('return 301 https://www.example.com$request_uri;');
      expect(redirect).toMatch(/location \^~ \/\.well-known\/acme-challenge\/ \{\n\s+root \/var\/www\/acme;/);
      expect(redirect).not.toContain('add_header');
    });

    it('serves HTTPS with HTTP/2 on 443 under Mozilla’s intermediate profile', () => {
      expect(site).toContain('listen 443 ssl http2;');
      expect(site).toContain('listen [::]:443 ssl http2;');
      expect(site).toContain('ssl_certificate /etc/tls/fullchain.pem;');
      expect(site).toContain('ssl_certificate_key /etc/tls/privkey.pem;');
      expect(site).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
      expect(site).toContain(`ssl_ciphers ${intermediateTls.ciphers};`);
      expect(intermediateTls.ciphers.split(':').every((cipher) => cipher.startsWith('ECDHE-'))).toBe(true);
      expect(site).toContain('ssl_ecdh_curve X25519:prime256v1:secp384r1;');
      expect(site).toContain('ssl_session_tickets off;');
      expect(site).toContain('ssl_prefer_server_ciphers off;');
      expect(site).not.toContain('listen 80');
    });

    it('keeps every header, redirect, compression and caching rule of today’s block', () => {
      const today = nginxServerBlock(base);
      for (const line of today
        .split('\n')
        .filter((line) => /add_header|rewrite|gzip|try_files|error_page/.test(line)))
        expect(site).toContain(line);
      expect(site).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    });

    it('proxies nothing unless a receiver is given', () => {
      expect(site).not.toContain('proxy_pass');
    });
  });

  describe('with a booking receiver', () => {
    const site = nginxConfig({
      ...base,
      serverName: 'www.example.com',
      tls: { certificate: '/c.pem', key: '/k.pem' },
      receiver: '127.0.0.1:4190',
    });
    it('proxies the booking path to it with a body limit, timeouts and the client’s address', () => {
      const location = site.slice(site.indexOf(`location = ${BOOKING_PATH} {`));
      const block = location.slice(0, location.indexOf('\n  }'));
      expect(block).toContain('proxy_pass http://127.0.0.1:4190;');
      expect(block).toContain(`client_max_body_size ${MAX_BODY_BYTES / 1024}k;`);
      expect(block).toMatch(/proxy_read_timeout \d+s;/);
      expect(block).toMatch(/proxy_connect_timeout \d+s;/);
      for (const header of ['X-Forwarded-For', 'X-Real-IP', 'X-Forwarded-Proto'])
        expect(block).toContain(`proxy_set_header ${header} `);
    });
  });

  it.each([
    ['www.example.com', true],
    ['clinic.test', true],
    ['clinic test', false],
    ['-bad.example', false],
    ['', false],
  ])('host name %j is accepted: %s', (name, accepted) => {
    expect(isHostName(name)).toBe(accepted);
  });
});
