/**
 * The receiver's store: one SQLite database (better-sqlite3) holding the requests and, in the same transaction, the
 * notice each one owes the clinic (the outbox, notifier.ts). WAL with synchronous=FULL: a commit is on disk before it
 * returns, so the 201 that follows it never confirms a request a crash could still take away. Opening it reads
 * nothing but the schema, whatever the store's size. Patients' details: the file 0600, a folder it creates 0700.
 */
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { BookingRequest, StoredRequest } from './request';

/** The store could not take a write (a full or read-only file system, an I/O error): answer 503, keep running. */
export class StoreUnavailable extends Error {
  constructor(readonly code: string) {
    super(`the store cannot be written (${code})`);
  }
}

/** Where a request's notice stands: waiting (or retrying), sent, or never owed (imported from the old file). */
export type NoticeState = 'pending' | 'sent' | 'imported';

/** A notice due to be sent: the request and how many attempts it has had. */
export type DueNotice = StoredRequest & { attempts: number };

/** A stored request with its notice's state, as the desk's export lists it. */
export type ExportRow = StoredRequest & {
  notice: NoticeState;
  noticeSentAt: string | null;
  noticeAttempts: number;
  noticeError: string | null;
};

const schema = `
  CREATE TABLE IF NOT EXISTS requests (
    request_id TEXT PRIMARY KEY,
    name TEXT NOT NULL, email TEXT NOT NULL, date TEXT NOT NULL, time TEXT NOT NULL, issue TEXT NOT NULL,
    page TEXT NOT NULL, sent_at TEXT NOT NULL, received_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS requests_received ON requests (received_at);
  CREATE TABLE IF NOT EXISTS outbox (
    request_id TEXT PRIMARY KEY REFERENCES requests (request_id) ON DELETE CASCADE,
    state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'imported')),
    created_ms INTEGER NOT NULL,
    next_attempt_ms INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at TEXT
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, next_attempt_ms);
  CREATE TABLE IF NOT EXISTS imports (path TEXT PRIMARY KEY, imported_at TEXT NOT NULL, stored INTEGER NOT NULL);
`;

const requestColumns = `r.request_id AS requestId, r.name, r.email, r.date, r.time, r.issue, r.page,
  r.sent_at AS sentAt, r.received_at AS receivedAt`;

/** Creates the store's folder 0700 (one that exists is left as it is) and its file 0600. */
function createFile(path: string) {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // SQLite gives its -wal and -shm files the database file's mode.
  closeSync(openSync(path, 'a', 0o600));
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
}

function openDatabase(path: string): Database.Database {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Deleted requests (purge) are overwritten, not left in free pages.
    db.pragma('secure_delete = ON');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** An SQLite failure as the code the 503 is logged with; anything else is a bug and thrown on. */
function unavailable(error: unknown): never {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^SQLITE_|^E[A-Z]+$/.test(code)) throw new StoreUnavailable(code);
  throw error;
}

export type Store = ReturnType<typeof openStore>;

/**
 * The store at `path`, created (with its schema) if it is not there. Each call opens a connection and closes it when
 * done, so between requests the receiver holds no file open: a file system it is on can be remounted, and the store
 * is one file at rest. A write that fails (SQLITE_FULL, SQLITE_READONLY, SQLITE_IOERR…) rolls back whole and throws
 * StoreUnavailable; the next call starts afresh, so the store recovers as soon as the file system does.
 */
export function openStore(path: string) {
  const file = resolve(path);
  createFile(file);
  const first = openDatabase(file);
  try {
    first.exec(schema);
  } finally {
    first.close();
  }
  /** Runs `work` on a connection of its own; a failure becomes StoreUnavailable. */
  const use = <T>(work: (db: Database.Database) => T): T => {
    let db: Database.Database | undefined;
    try {
      db = openDatabase(file);
      return work(db);
    } catch (error) {
      return unavailable(error);
    } finally {
      try {
        db?.close();
      } catch {
        // A connection the file system broke may fail to close too; it is dropped either way.
      }
    }
  };

  return {
    path: file,

    /**
     * Stores the request and its notice in one transaction, committed to disk when this returns: 'stored', or
     * 'repeat' for a request id stored before (nothing written).
     */
    add(booking: BookingRequest, receivedAt: Date): 'stored' | 'repeat' {
      return use((db) =>
        db.transaction(() => {
          const { changes } = db
            .prepare(
              `INSERT OR IGNORE INTO requests (request_id, name, email, date, time, issue, page, sent_at, received_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              booking.requestId,
              booking.name,
              booking.email,
              booking.date,
              booking.time,
              booking.issue,
              booking.page,
              booking.sentAt,
              receivedAt.toISOString(),
            );
          if (changes === 0) return 'repeat' as const;
          const ms = receivedAt.getTime();
          db.prepare(
            `INSERT INTO outbox (request_id, state, created_ms, next_attempt_ms) VALUES (?, 'pending', ?, ?)`,
          ).run(booking.requestId, ms, ms);
          return 'stored' as const;
        })(),
      );
    },

    /** Notices waiting whose next attempt is due at `nowMs`, oldest first. */
    dueNotices(nowMs: number, limit = 20): DueNotice[] {
      return use(
        (db) =>
          db
            .prepare(
              `SELECT ${requestColumns}, o.attempts FROM outbox o JOIN requests r USING (request_id)
             WHERE o.state = 'pending' AND o.next_attempt_ms <= ? ORDER BY o.next_attempt_ms LIMIT ?`,
            )
            .all(nowMs, limit) as DueNotice[],
      );
    },

    /** When the next notice waiting is due (ms), if any waits. */
    nextAttemptMs(): number | undefined {
      return use((db) => {
        const row = db
          .prepare(`SELECT MIN(next_attempt_ms) AS next FROM outbox WHERE state = 'pending'`)
          .get() as {
          next: number | null;
        };
        return row.next ?? undefined;
      });
    },

    noticeSent(requestId: string, sentAt: Date): void {
      use((db) =>
        db
          .prepare(`UPDATE outbox SET state = 'sent', sent_at = ?, last_error = NULL WHERE request_id = ?`)
          .run(sentAt.toISOString(), requestId),
      );
    },

    noticeFailed(requestId: string, nextAttemptMs: number, error: string): void {
      use((db) =>
        db
          .prepare(
            `UPDATE outbox SET attempts = attempts + 1, next_attempt_ms = ?, last_error = ? WHERE request_id = ?`,
          )
          .run(nextAttemptMs, error.slice(0, 500), requestId),
      );
    },

    /** Notices still waiting that were owed before `beforeMs`. */
    overdueNotices(beforeMs: number): { requestId: string; createdMs: number; lastError: string | null }[] {
      return use(
        (db) =>
          db
            .prepare(
              `SELECT request_id AS requestId, created_ms AS createdMs, last_error AS lastError FROM outbox
               WHERE state = 'pending' AND created_ms <= ? ORDER BY created_ms`,
            )
            .all(beforeMs) as { requestId: string; createdMs: number; lastError: string | null }[],
      );
    },

    /** Every request received at or after `since` (all without it), oldest first, with its notice's state. */
    exportRows(since?: Date): ExportRow[] {
      return use(
        (db) =>
          db
            .prepare(
              `SELECT ${requestColumns}, o.state AS notice, o.sent_at AS noticeSentAt, o.attempts AS noticeAttempts,
                 o.last_error AS noticeError
               FROM requests r JOIN outbox o USING (request_id) WHERE r.received_at >= ? ORDER BY r.received_at`,
            )
            .all(since ? since.toISOString() : '') as ExportRow[],
      );
    },

    /**
     * Deletes the requests received before `before` whose notice is not still waiting (those are kept and counted),
     * and folds the write-ahead log back so no copy of them stays there.
     */
    purge(before: Date): { deleted: number; keptUnsent: number } {
      return use((db) => {
        const cutoff = before.toISOString();
        const deleted = db
          .prepare(
            `DELETE FROM requests WHERE received_at < ?
             AND request_id NOT IN (SELECT request_id FROM outbox WHERE state = 'pending')`,
          )
          .run(cutoff).changes;
        const { kept } = db.prepare(`SELECT COUNT(*) AS kept FROM requests WHERE received_at < ?`).get(cutoff) as {
          kept: number;
        };
        db.pragma('wal_checkpoint(TRUNCATE)');
        return { deleted, keptUnsent: kept };
      });
    },

    /** Whether the old JSON-lines file at `path` was imported before. */
    wasImported(path: string): boolean {
      return use((db) => db.prepare(`SELECT 1 FROM imports WHERE path = ?`).get(resolve(path)) !== undefined);
    },

    /**
     * Stores the requests of the old receiver's JSON-lines file in one transaction, their notices marked 'imported'
     * (nobody was told of them then, and a flood of late mail helps no one: the export lists them), and records the
     * file as imported. Every line that is not a whole request is reported by its number, never dropped silently.
     */
    importJsonLines(path: string, text: string): { stored: number; repeats: number; torn: TornLine[] } {
      const torn: TornLine[] = [];
      const requests: StoredRequest[] = [];
      text.split('\n').forEach((line, index) => {
        if (!line.trim()) return;
        const request = storedLine(line);
        if (request) requests.push(request);
        else torn.push({ line: index + 1, text: line.slice(0, 80) });
      });
      return use((db) =>
        db.transaction(() => {
          let stored = 0;
          const insertRequest = db.prepare(
            `INSERT OR IGNORE INTO requests (request_id, name, email, date, time, issue, page, sent_at, received_at)
             VALUES (@requestId, @name, @email, @date, @time, @issue, @page, @sentAt, @receivedAt)`,
          );
          const insertNotice = db.prepare(
            `INSERT INTO outbox (request_id, state, created_ms, next_attempt_ms) VALUES (?, 'imported', ?, ?)`,
          );
          for (const request of requests) {
            if (insertRequest.run(request).changes === 0) continue;
            const ms = Date.parse(request.receivedAt) || 0;
            insertNotice.run(request.requestId, ms, ms);
            stored += 1;
          }
          db.prepare(`INSERT OR REPLACE INTO imports (path, imported_at, stored) VALUES (?, ?, ?)`).run(
            resolve(path),
            new Date().toISOString(),
            stored,
          );
          return { stored, repeats: requests.length - stored, torn };
        })(),
      );
    },
  };
}

/** A line of the old file that is not a whole request: its number (from 1) and its start. */
export type TornLine = { line: number; text: string };

const storedFields = [
  'requestId',
  'name',
  'email',
  'date',
  'time',
  'issue',
  'page',
  'sentAt',
  'receivedAt',
] as const;

/** One line of the old JSON-lines file as a stored request, or undefined when it is torn or not one. */
function storedLine(line: string): StoredRequest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!storedFields.every((field) => typeof record[field] === 'string')) return undefined;
  if (!/^[A-Za-z0-9-]{8,64}$/.test(record.requestId as string)) return undefined;
  return Object.fromEntries(storedFields.map((field) => [field, record[field]])) as StoredRequest;
}

/**
 * Every request in the store at `path`, oldest first (none when there is no store yet): for the test hosts' views
 * of what was stored.
 */
export function storedRequests(path: string): StoredRequest[] {
  if (!existsSync(path)) return [];
  const db = openDatabase(resolve(path));
  try {
    return db.prepare(`SELECT ${requestColumns} FROM requests r ORDER BY r.received_at`).all() as StoredRequest[];
  } finally {
    db.close();
  }
}
