import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * The first line `child` writes on its descriptor 3 (a pipe): how Xvfb (`-displayfd`) and dbus-daemon
 * (`--print-address`) say where they are. Rejects if it exits first or says nothing within `timeoutMs`.
 */
export function firstLine(child: ChildProcess, what: string, timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`${what} said nothing within ${timeoutMs} ms`)), timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${String(code)}) before saying where it is`));
    };
    child.once('exit', onExit);
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end < 0) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(text.slice(0, end).trim());
    });
  });
}
