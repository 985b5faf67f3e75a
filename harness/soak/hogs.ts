import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The busy loop of one hog process. It looks up now and then whether its parent is still the soak: if the soak was
 * killed outright (kill -9) and could not stop its hogs, each stops itself rather than spin for ever.
 */
const hogLoop =
  'const parent = process.ppid; for (let i = 0; ; ) if (++i === 1e7) { i = 0; if (process.ppid !== parent) process.exit(); }';

/** Starts `count` busy-loop processes that take the CPU beside the runs; returns their stop. */
export function startHogs(count: number): () => void {
  const hogs: ChildProcess[] = [];
  for (let index = 0; index < count; index += 1) {
    const hog = spawn(process.execPath, ['-e', hogLoop], { stdio: 'ignore' });
    hog.on('error', (error) => console.error(`soak: a hog did not start: ${error.message}`));
    hogs.push(hog);
  }
  return () => {
    for (const hog of hogs.splice(0)) hog.kill('SIGKILL');
  };
}
