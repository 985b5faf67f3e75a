// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_PATH, MAX_BODY_BYTES } from '../../../../scripts/booking-receiver/receiver';
import {
  bookingRefusals,
  door,
  headerLocations,
  intermediateTls,
  isHostName,
  nginxConfig,
  nginxServerBlock,
  tlsMissingLine,
} from '../../../../scripts/serve/nginx-config';
import { findNginx, nginxMainConfig } from '../../../../scripts/serve/serve-nginx';
import { parseHeadersFile } from '../../../../scripts/serve/static-server';

function hasOpenssl(): boolean {
  return spawnSync('openssl', ['version']).status === 0;
}

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
    const [refusedOn80, refusedOn443, redirect, site] = config.split(/\n(?=server \{)/).slice(1) as [
      string,
      string,
      string,
      string,
    ];

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
      expect(config).not.toContain('limit_req');
    });

    it('refuses any other host name on port 80 unanswered, and any other TLS name, or none, at the handshake', () => {
      expect(refusedOn80).toContain('listen 80 default_server;');
      expect(refusedOn80).toContain('listen [::]:80 default_server;');
      expect(refusedOn80).toMatch(/\n {2}return 444;\n\}/);
      expect(refusedOn443).toContain('listen 443 ssl http2 default_server;');
      expect(refusedOn443).toContain('listen [::]:443 ssl http2 default_server;');
      expect(refusedOn443).toContain('ssl_reject_handshake on;');
      expect(refusedOn443).not.toContain('ssl_certificate');
      // Another Host on a connection made for the clinic's name.
      expect(refusedOn443).toMatch(/\n {2}return 421;\n\}/);
      for (const server of [redirect, site]) {
        expect(server).toContain('server_name www.example.com;');
        expect(server).not.toContain('default_server');
      }
    });

    it('gives the default server on 443 the same TLS profile: every handshake starts there', () => {
      const profile = site.split('\n').filter((line) => /^ {2}ssl_(?!certificate)/.test(line));
      expect(profile).toHaveLength(7);
      for (const line of profile) expect(refusedOn443.split('\n')).toContain(line);
    });

    it('lets slow clients go in every server, and caps requests in progress per address where it serves', () => {
      const timeouts = [
        `client_header_timeout ${door.timeoutSeconds}s;`,
        `client_body_timeout ${door.timeoutSeconds}s;`,
        `send_timeout ${door.timeoutSeconds}s;`,
        `keepalive_timeout ${door.keepaliveSeconds}s;`,
      ];
      for (const server of [refusedOn80, refusedOn443, redirect, site])
        for (const line of timeouts) expect(server).toContain(`\n  ${line}\n`);
      expect(door.timeoutSeconds).toBeLessThanOrEqual(15);
      expect(config.split('\n').slice(0, 4)).toContain(
        'limit_conn_zone $binary_remote_addr zone=clinic_addresses:10m;',
      );
      for (const server of [redirect, site])
        expect(server).toContain(`limit_conn clinic_addresses ${door.requestsPerAddress};`);
    });
  });

  describe('with a booking receiver', () => {
    const site = nginxConfig({
      ...base,
      serverName: 'www.example.com',
      tls: { certificate: '/c.pem', key: '/k.pem' },
      receiver: '127.0.0.1:4190',
    });
    const location = site.slice(site.indexOf(`location = ${BOOKING_PATH} {`));
    const block = location.slice(0, location.indexOf('\n  }\n'));
    const named = (name: string) => {
      const start = site.slice(site.indexOf(`location ${name} {`));
      return start.slice(0, start.indexOf('\n  }'));
    };

    it('proxies the booking path to it with a body limit, timeouts and the client’s own address', () => {
      expect(block).toContain('proxy_pass http://127.0.0.1:4190;');
      expect(block).toContain(`client_max_body_size ${MAX_BODY_BYTES / 1024}k;`);
      expect(block).toMatch(/proxy_read_timeout \d+s;/);
      expect(block).toMatch(/proxy_connect_timeout \d+s;/);
      expect(block).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      // The address nginx sees, never a header the client sent along.
      expect(block).toContain('proxy_set_header X-Real-IP $remote_addr;');
      expect(block).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(site).not.toContain('$proxy_add_x_forwarded_for');
      expect(site).not.toContain('$http_x_');
    });

    it('limits appointment requests per address, refused with 429 as JSON any origin can read', () => {
      expect(site.split('\n').slice(0, 5)).toContain(
        `limit_req_zone $binary_remote_addr zone=clinic_bookings:10m rate=${door.bookingsPerMinute}r/m;`,
      );
      expect(door.bookingsPerMinute).toBeLessThanOrEqual(20);
      expect(door.bookingBurst).toBeGreaterThanOrEqual(4);
      expect(block).toContain(`limit_req zone=clinic_bookings burst=${door.bookingBurst} nodelay;`);
      expect(block).toContain('limit_req_status 429;');
      expect(block).toContain('error_page 429 @booking_too_many;');
      const tooMany = named('@booking_too_many');
      expect(tooMany).toContain('default_type application/json;');
      expect(tooMany).toContain('add_header Access-Control-Allow-Origin "*" always;');
      expect(tooMany).toContain('add_header Retry-After "60" always;');
      expect(tooMany).toContain(`return 429 '${bookingRefusals.tooMany}\\n';`);
    });

    it('takes only POST and OPTIONS there, refusing others with 405 and Allow before they count', () => {
      expect(block).toMatch(/if \(\$request_method !~ \^\(POST\|OPTIONS\)\$\) \{\n\s+return 405;\n\s+\}/);
      expect(block).toContain('error_page 405 @booking_method;');
      const method = named('@booking_method');
      expect(method).toContain('add_header Allow "POST, OPTIONS" always;');
      expect(method).toContain('add_header Access-Control-Allow-Origin "*" always;');
      expect(method).toContain(`return 405 '${bookingRefusals.method}\\n';`);
    });
  });

  describe.skipIf(!findNginx() || !hasOpenssl())('as nginx itself reads it', () => {
    it('passes `nginx -t`, plain and whole, receiver included', () => {
      const folder = mkdtempSync(join(tmpdir(), 'nginx-config-test-'));
      try {
        const certificate = join(folder, 'fullchain.pem');
        const key = join(folder, 'privkey.pem');
        execFileSync('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', key]);
        execFileSync('openssl', [
          ...['req', '-x509', '-new', '-key', key, '-subj', '/CN=www.example.com', '-days', '1'],
          ...['-out', certificate],
        ]);
        for (const [name, options] of [
          ['plain', { ...base, receiver: '127.0.0.1:4190' }],
          [
            'whole',
            { ...base, serverName: 'www.example.com', tls: { certificate, key }, receiver: '127.0.0.1:4190' },
          ],
        ] as const) {
          const file = join(folder, `${name}.conf`);
          writeFileSync(file, nginxMainConfig(folder, nginxConfig(options)));
          const result = spawnSync(findNginx()!, ['-t', '-p', folder, '-c', file], { encoding: 'utf8' });
          expect(result.stderr, name).toContain('test is successful');
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
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
