/**
 * Runs one npm script beside a chain of others, so `npm test` fits its 10 minutes on two cores (issues 33 and 34):
 *
 *   tsx harness/processes/run-beside.ts <script> -- <script> [<script>…]
 *
 * The first script runs at normal priority with its output held and printed whole when it ends; the chain after
 * `--` runs one script after another, its output live, on the CPU time the first leaves (Linux's idle scheduling
 * class; elsewhere the lowest priority). The first is the one that waits on something timed: the Orca journeys spend
 * three quarters of their 80 s listening for speech, and beside the screenshots at equal priority Orca spoke late
 * and failed; given the CPU first, its speech keeps time while the chain takes what it leaves. Exits with the first
 * failure's status, after both have ended.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { usageError } from '../../scripts/shared/arguments';

const usage = 'Usage: tsx harness/processes/run-beside.ts <script> -- <script> [<script>…]';
const separator = process.argv.indexOf('--');
const [first, ...extra] = process.argv.slice(2, separator < 0 ? undefined : separator);
const chain = separator < 0 ? [] : process.argv.slice(separator + 1);
if (!first || extra.length > 0 || chain.length === 0)
  usageError(`${usage} (one script before --, one or more after)`);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * `chrt --idle 0` where there is one (Linux, util-linux): the idle scheduling class, which runs only on CPU time that
 * nothing else wants. Nice 10 was not enough: beside the screenshots Orca still dropped an announcement.
 */
const idleClass = ['/usr/bin/chrt', '/bin/chrt'].find((path) => existsSync(path));

/** `npm run <script>`; resolves to its exit status. With `onOutput`, its output goes there instead of ours. */
function run(script: string, options: { yields?: boolean; onOutput?: (chunk: Buffer) => void } = {}) {
  return new Promise<number>((resolve) => {
    const [command, ...args] =
      options.yields && idleClass ? [idleClass, '--idle', '0', npm, 'run', script] : [npm, 'run', script];
    const child = spawn(command!, args, {
      // The chain knows what runs beside it: a config that finds a tool missing while `tools` installs it says
      // "installing", not "skipped" (harness/tools/tool-notice.ts).
      env: { ...process.env, RUNS_BESIDE: first },
      stdio: options.onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    });
    if (options.yields && !idleClass && child.pid !== undefined) {
      try {
        // Inherited by everything the script starts: its browsers and servers too.
        setPriority(child.pid, 19);
      } catch {
        // A platform or user that may not lower a priority runs both at the same one.
      }
    }
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
  chainStatus = await run(script, { yields: true });
  if (chainStatus !== 0) break;
}
const firstStatus = await firstDone;
process.exit(chainStatus || firstStatus);
