/**
 * Mozilla's HTTP Observatory scan of one host, printed as JSON: `tsx harness/hosts/observatory-scan.ts <host>`.
 * The scan module is called directly, not the package's command-line wrapper, which sets its own CA bundle: the run's
 * CA reaches it through NODE_EXTRA_CA_CERTS (harness/hosts/tls-host.ts). The package is installed without its
 * install step (package.json allowScripts), which downloads Chromium's HSTS preload list and IANA's list of top-level
 * domains; the offline stand-ins in harness/hosts/observatory/ take their place (the test host is in neither list).
 */
import { copyFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
for (const list of ['hsts-preload.json', 'tld-list.json']) {
  const target = join(packageDir, 'conf', list);
  if (!existsSync(target)) copyFileSync(join('harness/hosts/observatory', list), target);
}
const { scan } = (await import(join(packageDir, 'src/scanner/index.js'))) as {
  scan: (
    host: string,
  ) => Promise<{ scan: Record<string, unknown>; tests: Record<string, Record<string, unknown>> }>;
};
const result = await scan(process.argv[2] ?? 'clinic.test');
const tests = Object.fromEntries(
  Object.entries(result.tests).map(([name, test]) => [name, { pass: test.pass, result: test.result }]),
);
process.stdout.write(JSON.stringify({ scan: result.scan, tests }));
