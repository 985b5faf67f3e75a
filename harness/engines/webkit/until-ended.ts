import { existsSync } from 'node:fs';

/**
 * Waits until the processes have ended, and after 10 s ends them: a killed browser leaves its web and network
 * processes to end by themselves, longer under load, and the worker's next browser (test.ts switches between reduced
 * motion and motion allowed) should start on a machine the last one has left.
 */
export async function untilEnded(pids: number[]): Promise<void> {
  const alive = () => pids.filter((pid) => existsSync(`/proc/${pid}`));
  for (const started = Date.now(); alive().length > 0;) {
    if (Date.now() - started > 10_000) {
      for (const pid of alive()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
