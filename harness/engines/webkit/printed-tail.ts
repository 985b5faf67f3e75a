import type { ChildProcess } from 'node:child_process';

type PrintedTail = { follow(child: ChildProcess): void; text(): string };

/**
 * The last lines the processes it follows print on stderr (passed on as well if `echo`): the only account of why a
 * browser did not start.
 */
export function printedTail(echo: boolean): PrintedTail {
  let tail = '';
  return {
    follow(child) {
      child.stderr!.on('data', (chunk: Buffer) => {
        if (echo) process.stderr.write(chunk);
        tail = (tail + chunk.toString()).slice(-4_000);
      });
    },
    text: () => tail.trim(),
  };
}
