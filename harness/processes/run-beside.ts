/**
 * Runs one npm script beside a chain of others (issues 33 and 34):
 *
 *   tsx harness/processes/run-beside.ts <script> -- <script> [<script>…]
 *
 * The first script's output is held and printed whole when it ends; the chain after `--` runs one script after
 * another, its output live. All at the same, normal priority: `npm test` uses it for what waits on the network and
 * the disk (the installs) beside what computes (the checks, the unit tests, the builds). The chain once ran in
 * Linux's idle scheduling class, which runs only on processor time nothing else wants: beside two busy loops at
 * normal priority (a loaded machine, issue 63) typecheck and lint got 0.4% of a core and the run stood still. Exits
 * with the first failure's status, after both have ended.
 */
import { spawn } from 'node:child_process';
import { usageError } from '../../scripts/shared/arguments';

const usage = 'Usage: tsx harness/processes/run-beside.ts <script> -- <script> [<script>…]';
const separator = process.argv.indexOf('--');
const [first, ...extra] = process.argv.slice(2, separator < 0 ? undefined : separator);
const chain = separator < 0 ? [] : process.argv.slice(separator + 1);
if (!first || extra.length > 0 || chain.length === 0)
  usageError(`${usage} (one script before --, one or more after)`);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm run <script>`; resolves to its exit status. With `onOutput`, its output goes there instead of ours. */
function run(script: string, options: { onOutput?: (chunk: Buffer) => void } = {}) {
  return new Promise<number>((resolve) => {
    const child = spawn(npm, ['run', script], {
      // The chain knows what runs beside it: a config that finds a tool missing while `tools` installs it says
      // "installing", not "skipped" (harness/tools/tool-notice.ts).
      env: { ...process.env, RUNS_BESIDE: first },
      stdio: options.onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    if (options.onOutput) {
      child.stdout?.on('data', options.onOutput);
      child.stderr?.on('data', options.onOutput);
    }
    child.on('error', (error) => {
      console.error(`${script}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const held: Buffer[] = [];
const started = Date.now();
console.log(`${first} runs beside ${chain.join(', then ')}; its output follows when it ends.`);
const firstDone = run(first, { onOutput: (chunk) => held.push(chunk) }).then((status) => {
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`\n──── ${first} (ended after ${seconds} s, status ${status}) ────\n`);
  process.stdout.write(Buffer.concat(held));
  process.stdout.write(`──── end of ${first} ────\n\n`);
  return status;
});
let chainStatus = 0;
for (const script of chain) {
  chainStatus = await run(script);
  if (chainStatus !== 0) break;
}
const firstStatus = await firstDone;
process.exit(chainStatus || firstStatus);
