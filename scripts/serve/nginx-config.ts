/**
 * An nginx server block for dist/, generated from public/_headers, the one source of the site's headers, so nginx
 * sends what Netlify, Cloudflare Pages and the preview server send. Rules follow the build layout
 * (scripts/build/page-files.ts): `/about` is served from `about.html` with 200; `/about/`, `/about.html` and `/index.html`
 * are one 301 to the canonical address; unknown paths get `404.html`, which sends the visitor home.
 *
 *   npx tsx scripts/serve/nginx-config.ts /var/www/clinic/dist > /etc/nginx/sites-available/clinic
 *
 * (`--headers dist/_headers` where that folder is not on this machine; `--brotli` for nginx's brotli module)
 *
 * prints one `listen 80` block. With the clinic's host name, certificate and key (issue 56: `--host`, `--certificate`,
 * `--key`, or CLINIC_HOST, TLS_CERTIFICATE, TLS_KEY) it prints the whole server: port 80 redirecting to HTTPS but for
 * certbot's webroot path, and HTTPS with HTTP/2 on 443 under Mozilla's "intermediate" TLS profile (docs/hosting.md says
 * why each line is there). `--receiver 127.0.0.1:4190` (BOOKING_RECEIVER) proxies the booking endpoint's path to the
 * appointment receiver. Both keep the door (issue 64, `door` below): slow clients let go, requests limited per client
 * address, and with a host name every other name refused. Bad input is one line and exit 2, before anything is printed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOOKING_PATH, MAX_BODY_BYTES } from '../booking-receiver/receiver';
import { parseArguments, usageError } from '../shared/arguments';
import { parseHeadersFile } from './static-server';

export type NginxOptions = {
  root: string;
  listen?: string;
  serverName?: string;
  /** `brotli_static on`, for an nginx with the brotli module loaded (Debian: libnginx-mod-http-brotli-static). */
  brotli?: boolean;
  headersFile?: string;
  /** The certificate (full chain) and its key: with them the block serves HTTPS with HTTP/2 (see `nginxConfig`). */
  tls?: { certificate: string; key: string };
  /** `host:port` of the appointment receiver (scripts/booking-receiver/receiver.ts), proxied at BOOKING_PATH. */
  receiver?: string;
};

/**
 * Mozilla's "intermediate" server-side TLS profile (guideline 6.0, ssl-config.mozilla.org): TLS 1.2 and 1.3, only
 * ECDHE ciphers with AEAD (6.0 dropped the DHE ones, and with them the need for an `ssl_dhparam` file), the client's
 * order (every cipher offered is strong, and the client knows whether it has AES hardware), no session tickets (their
 * key never rotates in nginx, which would undo forward secrecy). The profile lists X25519MLKEM768 first; it needs
 * OpenSSL 3.5, and Debian 12's nginx would refuse to start with it, so it is left out here.
 */
export const intermediateTls = {
  protocols: 'TLSv1.2 TLSv1.3',
  ciphers: [
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
    'ECDHE-RSA-CHACHA20-POLY1305',
  ].join(':'),
  curves: 'X25519:prime256v1:secp384r1',
};

/** Where certbot's webroot plugin writes its challenge files (`certbot certonly --webroot -w /var/www/acme`). */
export const acmeWebroot = '/var/www/acme';

/**
 * The door (issue 64, docs/hosting.md says why each line is there): what nginx refuses before the site or the receiver
 * sees it. Per client address, at most `bookingsPerMinute` appointment requests with `bookingBurst` more at once (a
 * person sends one and perhaps retries; a script sends hundreds), and `requestsPerAddress` requests in progress at once
 * (each HTTP/2 stream counts: a page and all its files, from a household or office behind one address, stay far below
 * it). A client that sends its header or body, or reads the answer, slower than `timeoutSeconds` between steps (the
 * header as a whole) is let go, so slow sockets hold no connection for long.
 */
export const door = {
  bookingsPerMinute: 10,
  bookingBurst: 5,
  requestsPerAddress: 100,
  timeoutSeconds: 10,
  keepaliveSeconds: 20,
};

/** The shared memory the per-address limits count in: nginx's http level, which a site file is included into. */
const doorZones = (receiver: boolean) =>
  [
    '# The door (docs/hosting.md): per-address counters, 10 MB each (about 160,000 addresses).',
    'limit_conn_zone $binary_remote_addr zone=clinic_addresses:10m;',
    ...(receiver
      ? [`limit_req_zone $binary_remote_addr zone=clinic_bookings:10m rate=${door.bookingsPerMinute}r/m;`]
      : []),
  ].join('\n');

/** Every server of the configuration lets slow clients go; the ones that serve also cap requests per address. */
const doorTimeouts = `  # Slow clients are let go (docs/hosting.md): the whole header, each step of a body or of an answer, idle keep-alive.
  client_header_timeout ${door.timeoutSeconds}s;
  client_body_timeout ${door.timeoutSeconds}s;
  send_timeout ${door.timeoutSeconds}s;
  keepalive_timeout ${door.keepaliveSeconds}s;
  reset_timedout_connection on;`;
const doorLimits = `${doorTimeouts}
  limit_conn clinic_addresses ${door.requestsPerAddress};
  limit_conn_status 429;
  # Each refusal is one line at notice, below Debian's error log level: a flood must not fill the disk as well.
  limit_conn_log_level notice;`;

/** nginx's own answers at the booking path: JSON, readable by the form from any origin (below). */
export const bookingRefusals = {
  method: '{"error":"method not allowed"}',
  tooMany: '{"error":"too many requests"}',
};

/** Said in the block (and on stderr by the command) when no certificate is given. */
export const tlsMissingLine =
  '# TLS is missing: give --host, --certificate and --key (docs/hosting.md) for HTTPS on 443 and the redirect from 80.';

/** A folder's own headers, and the site-wide ones it detaches (`! Name` in _headers). */
type Location = { prefix: string; headers: [string, string][]; detached: string[] };

/** `_headers` rules as nginx prefix locations: `/*` applies everywhere, `/assets/*` is `location /assets/`. */
export function headerLocations(headersText: string): { everywhere: [string, string][]; locations: Location[] } {
  const everywhere: [string, string][] = [];
  const locations: Location[] = [];
  for (const rule of parseHeadersFile(headersText)) {
    // parseHeadersFile keeps only a pattern; read the path back from it (`^/assets/.*$` → `/assets/`).
    const path = rule.pattern.source
      .replace(/^\^/, '')
      .replace(/\.\*\$$/, '')
      .replaceAll('\\/', '/');
    if (/[*\\$^]/.test(path) || !path.startsWith('/') || !path.endsWith('/'))
      throw new Error(`public/_headers: nginx-config.ts translates only "/*" and "/folder/*" rules, not ${path}`);
    const attached = rule.headers.filter((header): header is [string, string] => header[1] !== null);
    const detached = rule.headers.filter(([, value]) => value === null).map(([name]) => name.toLowerCase());
    if (path === '/' && detached.length > 0) throw new Error('public/_headers: "/*" detaches nothing');
    if (path === '/') everywhere.push(...attached);
    else locations.push({ prefix: path, headers: attached, detached });
  }
  return { everywhere, locations };
}

/** The profile's lines, in the site's server and in the default one that starts every handshake (nginxConfig). */
const tlsProfile = `  ssl_protocols ${intermediateTls.protocols};
  ssl_ciphers ${intermediateTls.ciphers};
  ssl_ecdh_curve ${intermediateTls.curves};
  ssl_prefer_server_ciphers off;
  ssl_session_timeout 1d;
  ssl_session_cache shared:MozSSL:10m;
  ssl_session_tickets off;`;

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
const addHeaders = (headers: [string, string][], indent: string) =>
  headers.map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`).join('\n');

export function nginxServerBlock(options: NginxOptions): string {
  const { everywhere, locations } = headerLocations(
    readFileSync(options.headersFile ?? resolve(options.root, '_headers'), 'utf8'),
  );
  // nginx drops inherited add_header lines in a location that has its own, so each location repeats the site-wide
  // set, less what the folder detaches.
  const siteHeaders = addHeaders(everywhere, '    ');
  const folderLocations = locations
    .map(
      (location) => `  location ${location.prefix} {
${addHeaders(
  everywhere.filter(([name]) => !location.detached.includes(name.toLowerCase())),
  '    ',
)}
${addHeaders(location.headers, '    ')}
    try_files $uri =404;
  }`,
    )
    .join('\n\n');
  const listen = options.listen
    ? [options.listen]
    : options.tls
      ? ['443 ssl http2', '[::]:443 ssl http2']
      : ['80'];
  const tls = options.tls
    ? `
  # Mozilla's "intermediate" TLS profile (guideline 6.0; docs/hosting.md).
  ssl_certificate ${options.tls.certificate};
  ssl_certificate_key ${options.tls.key};
${tlsProfile}
`
    : '';
  const receiver = options.receiver
    ? `
  # Appointment requests go to the receiver (scripts/booking-receiver/receiver.ts); its answers, 502 when it is down,
  # reach the booking form, which keeps what was typed and offers Retry.
  location = ${BOOKING_PATH} {
    # POST, and OPTIONS for a cross-origin form's preflight (the receiver answers it); nothing else reaches it.
    if ($request_method !~ ^(POST|OPTIONS)$) {
      return 405;
    }
    # More than a person sends, per address (door.bookingsPerMinute): 429, which the form shows as a failure with Retry.
    limit_req zone=clinic_bookings burst=${door.bookingBurst} nodelay;
    limit_req_status 429;
    limit_req_log_level notice;
    error_page 405 @booking_method;
    error_page 429 @booking_too_many;
    client_max_body_size ${Math.ceil(MAX_BODY_BYTES / 1024)}k;
    proxy_pass http://${options.receiver};
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    # The address nginx sees, never what the client claims: the receiver may count requests by it.
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 5s;
    # The form gives up after 15 s; nginx waits a little longer, so the form's own message is the one shown.
    proxy_send_timeout 20s;
    proxy_read_timeout 20s;
  }

  # nginx's own refusals at the booking path, JSON like the receiver's answers. Any origin may read them: the form
  # sends no credentials, and they carry nothing but their status.
  location @booking_method {
    default_type application/json;
    add_header Allow "POST, OPTIONS" always;
    add_header Access-Control-Allow-Origin "*" always;
    return 405 '${bookingRefusals.method}\\n';
  }

  location @booking_too_many {
    default_type application/json;
    add_header Retry-After "60" always;
    add_header Access-Control-Allow-Origin "*" always;
    return 429 '${bookingRefusals.tooMany}\\n';
  }`
    : '';
  return `server {
${listen.map((address) => `  listen ${address};`).join('\n')}
  server_name ${options.serverName ?? '_'};
  root ${resolve(options.root)};
${doorLimits}
${tls}${receiver}

  # Redirects name only the path (Location: /about), whatever host and port the visitor used.
  absolute_redirect off;
  server_tokens off;
  etag on;
  # The build writes a .gz${options.brotli ? ' and a .br' : ''} beside every text file; send those bytes instead of compressing again.
  gzip_static on;
${options.brotli ? '  brotli_static on;\n' : ''}  gzip on;
  gzip_vary on;
  gzip_types text/css application/javascript text/javascript image/svg+xml application/xml text/plain application/json application/manifest+json;

  error_page 404 /404.html;
  location = /404.html {
    internal;
${siteHeaders}
  }

  # The host's own files and anything hidden are never served.
  location ~ (^/_headers$|^/_redirects$|/\\.) {
    return 404;
  }

  location = / {
${siteHeaders}
    add_header Cache-Control "no-cache" always;
    try_files /index.html =404;
  }

  location / {
    # One address per page: /about/, /about.html and /index.html are one redirect to /about and /.
    rewrite ^/index\\.html$ / permanent;
    rewrite ^/(.+)/$ /$1 permanent;
    rewrite ^/(.+)\\.html$ /$1 permanent;
${siteHeaders}
    add_header Cache-Control "no-cache" always;
    try_files $uri $uri.html =404;
  }

${folderLocations}
}
`;
}

const generatedLine =
  '# Generated by scripts/serve/nginx-config.ts from public/_headers; regenerate rather than edit.';

/**
 * The whole configuration for one site (issue 56): with `tls`, port 80 answers every path with one redirect to the
 * same path over HTTPS on the clinic's host (certbot's challenge path excepted) and the site is served on 443; without
 * it, today's block on 80 and one line saying TLS is missing. Either way it opens with the door's per-address counters
 * (issue 64), and with `tls` two default servers refuse any other host name, or none: on port 80 a request naming
 * another host is closed unanswered (444), and on 443 a handshake for another name, or without one, is refused
 * (`ssl_reject_handshake`, nginx 1.19.4 or later), as is a request naming another host on a connection made for
 * the clinic's (421). That server also carries the TLS profile: OpenSSL starts every handshake with it, before the
 * name picks the site's.
 */
export function nginxConfig(options: NginxOptions): string {
  const zones = doorZones(!!options.receiver);
  if (!options.tls) return `${generatedLine}\n${tlsMissingLine}\n${zones}\n\n${nginxServerBlock(options)}`;
  const host = options.serverName ?? '_';
  return `${generatedLine}
${zones}

# Any other host name, or none (an address, a scanner's guess), is refused: only ${host} is served.
server {
  listen 80 default_server;
  listen [::]:80 default_server;
  server_name _;
  server_tokens off;
${doorTimeouts}
  return 444;
}

server {
  listen 443 ssl http2 default_server;
  listen [::]:443 ssl http2 default_server;
  server_name _;
  server_tokens off;
  ssl_reject_handshake on;
${tlsProfile}
${doorTimeouts}
  return 421;
}

server {
  listen 80;
  listen [::]:80;
  server_name ${host};
  server_tokens off;
${doorLimits}

  # certbot's webroot plugin proves the domain here, over plain HTTP (docs/hosting.md).
  location ^~ /.well-known/acme-challenge/ {
    root ${acmeWebroot};
    default_type text/plain;
  }

  # One redirect, to the same path on the same host over HTTPS, before anything else: HSTS is then set on that host.
  location / {
    return 301 https://${host}$request_uri;
  }
}

${nginxServerBlock(options)}`;
}

/** A host name nginx and a certificate can carry: letters, digits and hyphens, in dot-separated labels. */
export function isHostName(name: string): boolean {
  return (
    name.length <= 253 && name.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(label))
  );
}

/** What listens on a TCP port here, per `ss`, or undefined when nothing does (or `ss` is not there to ask). */
function listenerOn(port: number): string | undefined {
  try {
    const lines = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).trim();
    return lines ? (/users:\(\("([^"]+)"/.exec(lines)?.[1] ?? 'another program') : undefined;
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const usage =
    'npx tsx scripts/serve/nginx-config.ts <the site folder on the server> [--brotli] [--headers <_headers file>] ' +
    '[--host <name> --certificate <fullchain.pem> --key <privkey.pem>] [--receiver <host:port>]';
  const args = parseArguments(process.argv.slice(2), {
    flags: ['--brotli'],
    options: ['--headers', '--host', '--certificate', '--key', '--receiver'],
    maxPositionals: 1,
    usage,
  });
  const option = (name: string, variable: string) => args.options.get(name)?.at(-1) ?? process.env[variable] ?? '';
  const root = args.positionals[0] ?? 'dist';
  // The server's folder need not exist where this runs (a build machine): then the headers come from --headers.
  const headersFile = args.options.get('--headers')?.at(-1) ?? resolve(root, '_headers');
  if (!existsSync(headersFile))
    usageError(
      `${headersFile} not found: run this where the built site is, or name the build's copy with --headers dist/_headers.`,
    );
  const host = option('--host', 'CLINIC_HOST');
  const certificate = option('--certificate', 'TLS_CERTIFICATE');
  const key = option('--key', 'TLS_KEY');
  const receiver = option('--receiver', 'BOOKING_RECEIVER');
  if (host && !isHostName(host))
    usageError(
      `--host ${JSON.stringify(host)} is not a host name: give the clinic's domain alone, e.g. --host www.example.com.`,
    );
  const tlsGiven = [host, certificate, key].filter(Boolean).length;
  if (tlsGiven > 0 && tlsGiven < 3)
    usageError(
      'HTTPS needs all three of --host, --certificate and --key (or CLINIC_HOST, TLS_CERTIFICATE, TLS_KEY).',
    );
  for (const [name, file] of [
    ['--certificate', certificate],
    ['--key', key],
  ] as const)
    if (file && !existsSync(file))
      usageError(
        `${name} ${file} not found: get the certificate first (certbot, docs/hosting.md) and give the path where it is, e.g. /etc/letsencrypt/live/${host}/${name === '--key' ? 'privkey' : 'fullchain'}.pem.`,
      );
  if (receiver && !/^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i.test(receiver))
    usageError(
      `--receiver ${receiver} is not host:port: give where the booking receiver listens, e.g. --receiver 127.0.0.1:4190.`,
    );
  for (const port of tlsGiven ? [80, 443] : [80]) {
    const holder = listenerOn(port);
    // nginx itself is what this configuration is for: it is reloaded with it, not started beside it.
    if (holder && holder !== 'nginx')
      usageError(
        `Port ${port} is taken by ${holder}: stop it (or move it elsewhere) before nginx serves the site there.`,
      );
  }
  if (!tlsGiven) process.stderr.write(`${tlsMissingLine.slice(2)}\n`);
  process.stdout.write(
    nginxConfig({
      root,
      brotli: args.flags.has('--brotli'),
      headersFile,
      ...(tlsGiven ? { serverName: host, tls: { certificate: resolve(certificate), key: resolve(key) } } : {}),
      ...(receiver ? { receiver } : {}),
    }),
  );
}
