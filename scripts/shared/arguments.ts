/**
 * How every command the README names answers a wrong or missing argument: one line on stderr that says what to do,
 * and exit status 2 (the shell's convention for a usage error), never a stack trace (issue 36).
 */

/** Ends the command: `message` on one line of stderr, exit status 2. */
export function usageError(message: string): never {
  process.stderr.write(`${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(2);
}

/** A count from the command line: `text` as a whole number, 1 or more, or the command ends with `message`. */
export function countArgument(text: string, message: string): number {
  if (!/^[1-9]\d*$/.test(text)) usageError(message);
  return Number(text);
}

/** A TCP port from the environment variable `name`: `fallback` when unset, 0 for a free one. */
export function portFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535)
    usageError(
      `${name}=${value} is not a port: give a number from 1 to 65535 (0 picks a free one), e.g. ${name}=${fallback}.`,
    );
  return Number(value);
}

/**
 * The command line as flags and options: `flags` take no value, `options` one value each (repeatable); anything else,
 * or an option without its value, is a usage error naming `usage`. What is left are the positional arguments.
 */
export function parseArguments(
  args: readonly string[],
  {
    flags = [],
    options = [],
    maxPositionals = 0,
    usage,
  }: {
    flags?: readonly string[];
    options?: readonly string[];
    maxPositionals?: number;
    usage: string;
  },
): { flags: Set<string>; options: Map<string, string[]>; positionals: string[] } {
  const result = { flags: new Set<string>(), options: new Map<string, string[]>(), positionals: [] as string[] };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (flags.includes(arg)) result.flags.add(arg);
    else if (options.includes(arg)) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) usageError(`${arg} needs a value. Usage: ${usage}`);
      result.options.set(arg, [...(result.options.get(arg) ?? []), value]);
      index += 1;
    } else if (arg.startsWith('-')) usageError(`Unknown option ${arg}. Usage: ${usage}`);
    else result.positionals.push(arg);
  }
  if (result.positionals.length > maxPositionals)
    usageError(`Unexpected argument ${result.positionals[maxPositionals]}. Usage: ${usage}`);
  return result;
}
