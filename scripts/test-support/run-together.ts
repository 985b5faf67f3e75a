/**
 * `tsx scripts/test-support/run-together.ts <script> <script>…`: runs npm scripts at the same time and fails if any
 * fails. The first streams its output; the others' output is printed whole after it ends, so nothing interleaves.
 * `npm test` runs the Orca journeys beside the screenshot suite this way: Orca spends its time waiting for speech,
 * the screenshots spend CPU, and one after the other they took a minute and a half longer (issue 33's 10-minute
 * budget for the whole `npm test`).
 */
import { spawn } from 'node:child_process';
import { usageError } from '../shared/arguments';

const scripts = process.argv.slice(2);
if (scripts.length < 2)
  usageError('give two or more npm scripts to run together, e.g. test:visual test:screen-reader');

const runs = scripts.map((script, index) => {
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: index === 0 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise<{ script: string; code: number; output: Buffer[] }>((resolve) =>
    child.on('close', (code) => resolve({ script, code: code ?? 1, output })),
  );
});

let failed = false;
for (const run of runs) {
  const { script, code, output } = await run;
  if (output.length > 0) process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(output).toString()}`);
  if (code !== 0) {
    console.error(`npm run ${script} failed (exit ${code})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
