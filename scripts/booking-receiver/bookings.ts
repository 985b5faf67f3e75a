/**
 * `npm run bookings -- <command>`: the desk's view of the receiver's store (BOOKINGS_DB, as the receiver reads it).
 *
 *   export [--since YYYY-MM-DD]   every request (received since that day, UTC) as CSV on stdout, with its notice
 *   purge --older-than 90d        deletes requests received more than that long ago (those whose notice was never
 *                                 sent are kept, and counted)
 *   import FILE                   the old receiver's JSON-lines file, once; each line not imported said by its number
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArguments, usageError } from '../shared/arguments';
import { storePathFromEnv } from './receiver';
import { openStore, type ExportRow, type Store } from './store';

const usage =
  '[BOOKINGS_DB=/var/lib/clinic-booking/bookings.db] npm run bookings -- export [--since YYYY-MM-DD] | purge --older-than 90d | import FILE';

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet (OWASP "CSV Injection"): a cell beginning with = + - @, a
 * tab or a carriage return gets a leading single quote, so it is never read as a formula; every cell is quoted.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const columns: [string, (row: ExportRow) => string | number | null][] = [
  ['received_at', (row) => row.receivedAt],
  ['request_id', (row) => row.requestId],
  ['name', (row) => row.name],
  ['email', (row) => row.email],
  ['preferred_date', (row) => row.date],
  ['preferred_time', (row) => row.time],
  ['issue', (row) => row.issue],
  ['page', (row) => row.page],
  ['sent_at', (row) => row.sentAt],
  ['notice', (row) => row.notice],
  ['notice_sent_at', (row) => row.noticeSentAt],
  ['notice_attempts', (row) => row.noticeAttempts],
  ['notice_last_error', (row) => row.noticeError],
];

export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [columns.map(([name]) => csvCell(name)).join(',')];
  for (const row of rows) lines.push(columns.map(([, cell]) => csvCell(cell(row))).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** `90d`, `12w`, `6m` (30-day months) as milliseconds; undefined when it is not one. */
export function parseAge(text: string): number | undefined {
  const match = /^(\d{1,4})([dwm])$/.exec(text);
  if (!match) return undefined;
  const days = Number(match[1]) * { d: 1, w: 7, m: 30 }[match[2] as 'd' | 'w' | 'm'];
  return days > 0 ? days * 24 * 60 * 60 * 1000 : undefined;
}

/** The store at `path`; one that is not there yet is an error unless `create`. */
function openExisting(path: string, create = false): Store {
  if (!create && !existsSync(path))
    usageError(
      `No store at ${path}: set BOOKINGS_DB to the receiver's store, e.g. BOOKINGS_DB=/var/lib/clinic-booking/bookings.db npm run bookings -- export.`,
    );
  try {
    return openStore(path);
  } catch (error) {
    return usageError(
      `The store at ${path} cannot be opened (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): run this as the receiver's user (e.g. sudo -u clinic-booking), on its BOOKINGS_DB.`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { options, positionals } = parseArguments(process.argv.slice(2), {
    options: ['--since', '--older-than'],
    maxPositionals: 2,
    usage,
  });
  const [command, file] = positionals;
  const storePath = storePathFromEnv(process.env);
  if (command === 'export') {
    const since = options.get('--since')?.at(-1);
    if (since !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))))
      usageError(`--since ${since} is not a day: give YYYY-MM-DD, e.g. --since 2026-11-01. Usage: ${usage}`);
    const store = openExisting(storePath);
    process.stdout.write(toCsv(store.exportRows(since ? new Date(`${since}T00:00:00Z`) : undefined)));
  } else if (command === 'purge') {
    const olderThan = options.get('--older-than')?.at(-1);
    const age = olderThan === undefined ? undefined : parseAge(olderThan);
    if (age === undefined)
      usageError(
        `purge needs --older-than with a number of days, weeks or months, e.g. --older-than 90d. Usage: ${usage}`,
      );
    const store = openExisting(storePath);
    const { deleted, keptUnsent } = store.purge(new Date(Date.now() - age));
    console.log(
      `Deleted ${deleted} requests received before ${olderThan} ago` +
        (keptUnsent ? `; kept ${keptUnsent} whose notice was never sent (see the export).` : '.'),
    );
  } else if (command === 'import') {
    if (!file || !existsSync(file))
      usageError(`import needs the old JSON-lines file, e.g. import bookings.jsonl. Usage: ${usage}`);
    const store = openExisting(storePath, true);
    if (store.wasImported(file)) {
      console.log(`${file} was imported before; nothing done.`);
    } else {
      const { stored, repeats, torn } = store.importJsonLines(file, readFileSync(file, 'utf8'));
      for (const { line, text } of torn)
        console.error(`${file}:${line}: not a whole request (torn or edited), not imported: ${text}`);
      console.log(
        `Imported ${file}: ${stored} requests stored, ${repeats} already there, ${torn.length} lines not imported.`,
      );
    }
  } else {
    usageError(command ? `Unknown command ${command}. Usage: ${usage}` : `Which command? Usage: ${usage}`);
  }
}
