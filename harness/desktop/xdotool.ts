import { spawn, spawnSync } from 'node:child_process';

/** Runs xdotool on the display of `env` and returns its output; throws if it fails. */
export function xdotool(env: NodeJS.ProcessEnv, args: string[], command = 'xdotool'): string {
  const result = spawnSync(command, args, { env, encoding: 'utf8', timeout: 15_000 });
  if (result.status !== 0) throw new Error(`xdotool ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** Runs xdotool to its end without blocking the event loop; returns its exit code and what it printed. */
export function runXdotool(
  env: NodeJS.ProcessEnv,
  args: string[],
  command = 'xdotool',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr: stderr.trim() }));
  });
}
