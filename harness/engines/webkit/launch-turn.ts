import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Waits for this machine's turn to launch WebKit and returns its release. The workers take turns to launch and run
 * side by side once up: a launch is a browser's heaviest moment, and two at once were the likeliest to fail. A folder
 * made atomically is the turn; it holds the holder's process id, so a turn left by a worker that died is taken over.
 */
export async function launchTurn(): Promise<() => void> {
  const turn = join(tmpdir(), 'webkit-visitor-launch.lock');
  for (const started = Date.now(); ;) {
    try {
      mkdirSync(turn);
      writeFileSync(join(turn, 'pid'), String(process.pid));
      return () => rmSync(turn, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!holderIsAlive(turn) || Date.now() - started > 120_000) rmSync(turn, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function holderIsAlive(turn: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(turn, 'pid'), 'utf8'));
  } catch {
    return true; // Made, its id not written yet.
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
