import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

const windows = process.platform === 'win32';

/** Runs one command at a time with its output into a file, and stops the one running on demand. */
export function commandRunner() {
  let current: ChildProcess | undefined;
  return {
    /** `command args…` with its output into `log`; resolves to its exit status. */
    run: (command: string, args: string[], log: string, env: NodeJS.ProcessEnv = process.env) =>
      new Promise<number>((resolve) => {
        const output = openSync(log, 'w');
        // In a process group of its own, so that stopping it stops the browsers and servers it started; and so that
        // Ctrl-C reaches the soak alone, which then stops it and still prints the rounds that finished.
        const child = spawn(windows ? `${command}.cmd` : command, args, {
          stdio: ['ignore', output, output],
          env,
          detached: !windows,
          shell: windows,
        });
        closeSync(output);
        current = child;
        child.on('error', (error) => {
          console.error(`soak: ${command} ${args.join(' ')}: ${error.message}`);
          resolve(1);
        });
        child.on('close', (code) => {
          current = undefined;
          resolve(code ?? 1);
        });
      }),
    stop: () => {
      if (current?.pid === undefined) return;
      try {
        if (windows) current.kill();
        else process.kill(-current.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

export type CommandRunner = ReturnType<typeof commandRunner>;
