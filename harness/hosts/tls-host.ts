/**
 * The run's own HTTPS host (issue 56), the `tls` project's web server in playwright.config.ts:
 *
 * 1. a throwaway certificate authority and a certificate for `clinic.test`, made by openssl in a temporary folder;
 * 2. a network namespace of this run's own, joined to this machine by a veth pair, where nginx serves the site on the
 *    standard ports 80 and 443 with the configuration scripts/serve/nginx-config.ts generates (host name, certificate,
 *    key and the appointment receiver, which runs in the namespace too), so the machine's own ports are not touched;
 *    the site is the build whose booking form posts to this host (`tlsHost.distDir`, build-booking-fixture.ts), as a
 *    clinic deploys it with the receiver behind the same nginx;
 * 3. the two scanners, started at once and run beside the other end-to-end tests: Mozilla's HTTP Observatory (its scan
 *    module, inside the namespace, trusting the run's CA) and testssl.sh, plus openssl's own handshakes for what must
 *    be refused;
 * 4. on 127.0.0.1:`tlsHost.controlPort` a small control server for tests/e2e/tls.spec.ts: `/ready`, `/scans` (each
 *    scanner's result once it has one), `/stored` (what the receiver stored), `/receiver/stop` and `/receiver/start`.
 *
 * Everything it made (namespace, /etc/netns/<name>/, certificate, key, CA) is deleted when it is stopped, and a
 * namespace left by a run that was killed is deleted by the next one. Root only (`ip netns`), like `npm run tools`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BOOKING_PATH } from '../../scripts/booking-receiver/receiver';
import { storedRequests } from '../../scripts/booking-receiver/store';
import { nginxConfig } from '../../scripts/serve/nginx-config';
import { findNginx, nginxMainConfig } from '../../scripts/serve/serve-nginx';
import { tlsHost } from './servers';

const namespacePrefix = 'clinic-tls-';
const namespace = `${namespacePrefix}${process.pid}`;
const work = mkdtempSync(join(tmpdir(), 'clinic-tls-'));
const children = new Set<ChildProcess>();

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const inNamespace = (command: string, args: string[]) => run('ip', ['netns', 'exec', namespace, command, ...args]);

/**
 * Ends every process in a namespace of ours (nginx's master and workers, the receiver, the scanners): a worker whose
 * master was killed alone would keep the namespace, and with it the veth pair, alive after `ip netns del`.
 */
function killAllIn(name: string) {
  try {
    for (const pid of run('ip', ['netns', 'pids', name]).split(/\s+/).filter(Boolean))
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Gone already.
      }
  } catch {
    // No such namespace (not made yet).
  }
}

/** Namespaces left by runs that were killed before they could clean up. */
function removeStaleNamespaces() {
  for (const line of run('ip', ['netns', 'list']).split('\n')) {
    const name = line.split(' ')[0] ?? '';
    const pid = Number(name.slice(namespacePrefix.length));
    if (!name.startsWith(namespacePrefix) || !pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      killAllIn(name);
      run('ip', ['netns', 'del', name]);
      rmSync(`/etc/netns/${name}`, { recursive: true, force: true });
    }
  }
}

let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const child of children) child.kill('SIGKILL');
  // The key and CA first: a run stopped mid-way (Playwright's 5 s grace) must not leave them behind.
  rmSync(work, { recursive: true, force: true });
  rmSync(tlsHost.trustDir, { recursive: true, force: true });
  killAllIn(namespace);
  try {
    run('ip', ['netns', 'del', namespace]); // takes the veth pair with it, once nothing runs in it
  } catch {
    // Not made yet.
  }
  rmSync(`/etc/netns/${namespace}`, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
  rmSync(tlsHost.trustDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    cleanUp();
    process.exit(0);
  });
process.on('exit', cleanUp);

/** A CA and a server certificate for the test host, valid for two days: nothing here outlives the run. */
function makeCertificates() {
  const file = (name: string) => join(work, name);
  const openssl = (...args: string[]) => run('openssl', args);
  openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('ca.key'));
  openssl(
    ...['req', '-x509', '-new', '-key', file('ca.key'), '-sha256', '-days', '2', '-out', file('ca.pem')],
    ...['-subj', '/CN=Pearlcrest test run CA', '-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  );
  openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', file('server.key'));
  openssl('req', '-new', '-key', file('server.key'), '-subj', `/CN=${tlsHost.name}`, '-out', file('server.csr'));
  writeFileSync(
    file('server.ext'),
    `subjectAltName=DNS:${tlsHost.name},IP:${tlsHost.address}\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    ...['x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key')],
    ...['-CAcreateserial', '-days', '2', '-sha256', '-extfile', file('server.ext'), '-out', file('server.pem')],
  );
  writeFileSync(
    file('fullchain.pem'),
    readFileSync(file('server.pem'), 'utf8') + readFileSync(file('ca.pem'), 'utf8'),
  );
  // What Chromium is told to trust for this run (--ignore-certificate-errors-spki-list) and Node reads as its CA.
  const spki = execFileSync('sh', [
    '-c',
    `openssl x509 -in ${file('server.pem')} -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
  ])
    .toString()
    .trim();
  mkdirSync(tlsHost.trustDir, { recursive: true });
  writeFileSync(join(tlsHost.trustDir, 'ca.pem'), readFileSync(file('ca.pem')));
  writeFileSync(join(tlsHost.trustDir, 'spki'), spki);
}

function makeNamespace() {
  const [hostSide, hostAddress] = [`ct${process.pid}h`, tlsHost.address.replace(/\.\d+$/, '.1')];
  run('ip', ['netns', 'add', namespace]);
  inNamespace('ip', ['link', 'set', 'lo', 'up']);
  run('ip', ['link', 'add', hostSide, 'type', 'veth', 'peer', 'name', `ct${process.pid}n`, 'netns', namespace]);
  run('ip', ['addr', 'add', `${hostAddress}/30`, 'dev', hostSide]);
  run('ip', ['link', 'set', hostSide, 'up']);
  inNamespace('ip', ['addr', 'add', `${tlsHost.address}/30`, 'dev', `ct${process.pid}n`]);
  inNamespace('ip', ['link', 'set', `ct${process.pid}n`, 'up']);
  // More client addresses on this side, each reached by a route of its own from the namespace
  // (tlsHost.otherClientAddresses).
  for (const address of tlsHost.otherClientAddresses) {
    run('ip', ['addr', 'add', `${address}/32`, 'dev', hostSide]);
    inNamespace('ip', ['route', 'add', `${address}/32`, 'dev', `ct${process.pid}n`]);
  }
  // Inside the namespace the test host's name is its own loopback: `ip netns exec` mounts this file on /etc/hosts.
  mkdirSync(`/etc/netns/${namespace}`, { recursive: true });
  writeFileSync(`/etc/netns/${namespace}/hosts`, `127.0.0.1 localhost ${tlsHost.name}\n::1 localhost\n`);
}

function spawnInNamespace(command: string, args: string[], env: Record<string, string> = {}, capture = false) {
  const child = spawn('ip', ['netns', 'exec', namespace, command, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const bookingsStore = join(work, 'bookings.db');
let receiver: ChildProcess | undefined;
function startReceiver() {
  // node itself, not npx: killing it (the receiver-down test) must leave nothing listening.
  receiver = spawnInNamespace(process.execPath, ['--import', 'tsx', 'scripts/booking-receiver/receiver.ts'], {
    PORT: String(tlsHost.receiverPort),
    BOOKINGS_DB: bookingsStore,
    ALLOWED_ORIGIN: `https://${tlsHost.name}`,
  });
}

async function waitFor(check: () => boolean, what: string, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`tls-host: ${what} did not come up in ${seconds} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
const listening = (port: number) => inNamespace('ss', ['-Hltn', `sport = :${port}`]).trim().length > 0;

function startNginx() {
  const nginx = findNginx();
  if (!nginx) throw new Error('tls-host: nginx is not installed (npm run nginx installs it)');
  if (!existsSync(join(tlsHost.distDir, 'index.html')))
    throw new Error(`tls-host: ${tlsHost.distDir}/ is not built (npm run build:booking-fixture builds it)`);
  const prefix = join(work, 'nginx');
  mkdirSync(prefix);
  const site = nginxConfig({
    root: resolve(tlsHost.distDir),
    serverName: tlsHost.name,
    tls: { certificate: join(work, 'fullchain.pem'), key: join(work, 'server.key') },
    receiver: `127.0.0.1:${tlsHost.receiverPort}`,
  });
  writeFileSync(join(prefix, 'nginx.conf'), nginxMainConfig(prefix, site));
  writeFileSync(join(work, 'site.conf'), site);
  spawnInNamespace(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')]);
}

type Scans = { observatory?: unknown; testssl?: unknown; handshakes?: unknown };
const scans: Scans = {};

/**
 * A command in the namespace, a little below the tests' priority (it runs beside them), its output as text. Not the
 * lowest: beside other work at normal priority (two busy loops, issue 63) nice 19 gets about 1.5% of a core, and
 * testssl.sh's 15 s of processor would take a quarter of an hour, past the tests' wait for it; at nice 5 it gets a
 * quarter of a core against each such process.
 */
function scanner(
  name: keyof Scans,
  command: string,
  args: string[],
  env: Record<string, string>,
  parse: (out: string) => unknown,
) {
  const started = Date.now();
  const child = spawnInNamespace('nice', ['-n', '5', command, ...args], env, true);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.on('exit', (code) => {
    try {
      scans[name] = { seconds: Math.round((Date.now() - started) / 1000), code, result: parse(out) };
    } catch (error) {
      scans[name] = {
        seconds: Math.round((Date.now() - started) / 1000),
        code,
        error: String(error),
        output: out.slice(-4000),
      };
    }
  });
}

function startScans() {
  const nodeEnv = { NODE_EXTRA_CA_CERTS: join(work, 'ca.pem') };
  scanner(
    'observatory',
    process.execPath,
    ['--import', 'tsx', 'harness/hosts/observatory-scan.ts', tlsHost.name],
    nodeEnv,
    JSON.parse,
  );
  const testsslJson = join(work, 'testssl.json');
  scanner(
    'testssl',
    'testssl',
    [
      '--quiet',
      '--color',
      '0',
      '--warnings',
      'off',
      '--add-ca',
      join(work, 'ca.pem'),
      // Every check that rates the server (protocols, cipher categories, forward secrecy, its defaults and picks,
      // headers, vulnerabilities, RC4): testssl.sh's default run without its client simulation, 41 handshakes whose
      // findings are all INFO. The same findings of every other severity, in 15 s of processor instead of 26
      // (2026-12-05, one run each against this host).
      ...[
        '--protocols',
        '--std',
        '--fs',
        '--server-defaults',
        '--server-preference',
        '--headers',
        '--vulnerable',
        '--rc4',
      ],
      '--jsonfile',
      testsslJson,
      `${tlsHost.name}:443`,
    ],
    {},
    () => JSON.parse(readFileSync(testsslJson, 'utf8')),
  );
  // What must be refused, and HTTP/2 offered, asked of openssl directly: each line "<case> <0|1>".
  const handshake = (name: string, options: string) =>
    `echo ${name} $(echo | timeout 10 openssl s_client -connect 127.0.0.1:443 -servername ${tlsHost.name} ${options} >/dev/null 2>&1 && echo 1 || echo 0)`;
  scanner(
    'handshakes',
    'sh',
    [
      '-c',
      [
        handshake('tls1', '-tls1'),
        handshake('tls1_1', '-tls1_1'),
        handshake('tls1_2', '-tls1_2'),
        handshake('tls1_3', '-tls1_3'),
        handshake(
          'tls1_2-not-forward-secret',
          "-tls1_2 -cipher 'kRSA:kPSK:kDHE:!aNULL' -sigalgs RSA+SHA256:ECDSA+SHA256",
        ),
        `echo alpn $(echo | openssl s_client -connect 127.0.0.1:443 -servername ${tlsHost.name} -alpn h2 2>/dev/null | grep -c 'ALPN protocol: h2')`,
      ].join('; '),
    ],
    {},
    (out) =>
      Object.fromEntries(
        out
          .trim()
          .split('\n')
          .map((line) => line.split(' ') as [string, string]),
      ),
  );
}

removeStaleNamespaces();
makeCertificates();
makeNamespace();
startReceiver();
startNginx();
await waitFor(() => listening(443) && listening(80) && listening(tlsHost.receiverPort), 'nginx and the receiver');
startScans();

createServer((request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const path = request.url ?? '';
  if (path === '/ready') return send(200, { namespace, config: readFileSync(join(work, 'site.conf'), 'utf8') });
  if (path === '/scans') return send(200, scans);
  if (path === '/stored') return send(200, { stored: storedRequests(bookingsStore) });
  if (path === '/receiver/stop' && request.method === 'POST') {
    receiver?.kill('SIGKILL');
    void waitFor(() => !listening(tlsHost.receiverPort), 'the receiver stopping').then(() => send(200, {}));
    return;
  }
  if (path === '/receiver/start' && request.method === 'POST') {
    startReceiver();
    void waitFor(() => listening(tlsHost.receiverPort), 'the receiver').then(() => send(200, {}));
    return;
  }
  send(404, { error: `no ${path} here (the booking path is ${BOOKING_PATH}, on the host itself)` });
}).listen(tlsHost.controlPort, '127.0.0.1');
console.log(`tls-host: https://${tlsHost.name} on ${tlsHost.address}, nginx in network namespace ${namespace}`);
