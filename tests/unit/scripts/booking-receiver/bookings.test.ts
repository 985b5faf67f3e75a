// @vitest-environment node
/**
 * `npm run bookings`: the desk's export (CSV a spreadsheet never runs as formulas), the retention rule (purge) and the
 * one-time import of the old receiver's JSON-lines file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, parseAge, toCsv } from '../../../../scripts/booking-receiver/bookings';
import { openStore, storedRequests } from '../../../../scripts/booking-receiver/store';
import { sampleRequest } from './sample-request';

function bookings(args: string[], storePath: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/booking-receiver/bookings.ts', ...args],
      { encoding: 'utf8', env: { ...process.env, BOOKINGS_DB: storePath }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ status: error ? (error.code as number | null) : 0, stdout, stderr }),
    );
  });
}

const booking = (requestId: string, changes: Record<string, string> = {}) => ({
  ...sampleRequest,
  requestId,
  ...changes,
});

const newStore = () => openStore(join(mkdtempSync(join(tmpdir(), 'bookings-')), 'bookings.db'));

describe.concurrent('the CSV export', () => {
  it('escapes every cell a spreadsheet would read as a formula, and quotes every cell', () => {
    expect(csvCell('Alex')).toBe('"Alex"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}HYPERLINK("http://x.example","y")`)).toBe(
        `"'${start}HYPERLINK(""http://x.example"",""y"")"`,
      );
    expect(csvCell('a "quoted", and\nnew line')).toBe('"a ""quoted"", and\nnew line"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it('writes every request with its notice’s state, since a day if asked', async () => {
    const store = newStore();
    store.add(
      booking('aaaaaaaa-0001', { name: '=HYPERLINK("http://evil.example","Click")' }),
      new Date('2026-10-01T09:00:00Z'),
    );
    store.add(booking('aaaaaaaa-0002', { email: '+1@example.com' }), new Date('2026-11-20T09:00:00Z'));
    store.noticeSent('aaaaaaaa-0002', new Date('2026-11-20T09:00:05Z'));
    const all = await bookings(['export'], store.path);
    expect(all.status).toBe(0);
    const lines = all.stdout.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"received_at","request_id","name","email",.*"notice","notice_sent_at"/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines[1]).toContain('"pending"');
    expect(lines[2]).toContain(`"'+1@example.com"`);
    expect(lines[2]).toContain('"sent","2026-11-20T09:00:05.000Z"');
    expect(
      toCsv(store.exportRows(new Date('2026-11-01T00:00:00Z')))
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(2);
    const since = await bookings(['export', '--since', '2026-11-01'], store.path);
    expect(since.stdout.trimEnd().split('\r\n')).toHaveLength(2);
  }, 30_000);
});

describe.concurrent('the retention rule', () => {
  it('reads 90d, 12w and 6m, and nothing else', () => {
    expect(parseAge('90d')).toBe(90 * 86_400_000);
    expect(parseAge('12w')).toBe(84 * 86_400_000);
    expect(parseAge('6m')).toBe(180 * 86_400_000);
    for (const bad of ['90', 'd', '0d', '-1d', '90 d', '1y']) expect(parseAge(bad), bad).toBeUndefined();
  });

  it('purges requests older than asked, keeping those whose notice was never sent', async () => {
    const store = newStore();
    const longAgo = new Date(Date.now() - 100 * 86_400_000);
    store.add(booking('bbbbbbbb-0001'), longAgo);
    store.noticeSent('bbbbbbbb-0001', longAgo);
    store.add(booking('bbbbbbbb-0002'), longAgo);
    store.add(booking('bbbbbbbb-0003'), new Date());
    store.noticeSent('bbbbbbbb-0003', new Date());
    const { status, stdout } = await bookings(['purge', '--older-than', '90d'], store.path);
    expect(status).toBe(0);
    expect(stdout).toMatch(/Deleted 1 requests.*kept 1 whose notice was never sent/);
    expect(storedRequests(store.path).map((request) => request.requestId)).toEqual([
      'bbbbbbbb-0002',
      'bbbbbbbb-0003',
    ]);
  }, 30_000);
});

describe.concurrent('the old JSON-lines file', () => {
  it('is imported once, each line that is not a whole request said by its number', async () => {
    const store = newStore();
    const folder = mkdtempSync(join(tmpdir(), 'bookings-import-'));
    const file = join(folder, 'bookings.jsonl');
    const line = (id: string) => JSON.stringify({ ...booking(id), receivedAt: '2026-11-25T15:00:01.000Z' });
    writeFileSync(
      file,
      [
        line('cccccccc-0001'),
        '{"requestId":"cccccccc-0002","name":"Torn',
        line('cccccccc-0003'),
        '',
        'not json',
        '',
      ].join('\n'),
    );
    const first = await bookings(['import', file], store.path);
    expect(first.status).toBe(0);
    expect(first.stderr).toMatch(new RegExp(`${file}:2: not a whole request`));
    expect(first.stderr).toMatch(new RegExp(`${file}:5: not a whole request`));
    expect(first.stdout).toMatch(/2 requests stored, 0 already there, 2 lines not imported/);
    expect(store.exportRows().map((row) => [row.requestId, row.notice])).toEqual([
      ['cccccccc-0001', 'imported'],
      ['cccccccc-0003', 'imported'],
    ]);
    // Recorded: the receiver and the command import it no more.
    expect(store.wasImported(file)).toBe(true);
  }, 30_000);
});
