// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../scripts/static-server';

describe('startStaticServer', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    // dist/ and a sibling whose name starts like it, as dist-ssr/ does beside dist/.
    const top = mkdtempSync(join(tmpdir(), 'static-server-'));
    mkdirSync(join(top, 'dist', 'about'), { recursive: true });
    mkdirSync(join(top, 'dist-ssr'));
    writeFileSync(join(top, 'dist', 'about', 'index.html'), '<h1>About</h1>');
    writeFileSync(join(top, 'dist', '404.html'), '<p>Not found</p>');
    writeFileSync(join(top, 'dist-ssr', 'secret.js'), 'server code');
    server = await startStaticServer(join(top, 'dist'), 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('serves a clean URL from its index.html', async () => {
    const response = await fetch(`${origin}/about`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('About');
  });

  it('answers a malformed escape with 400 and keeps running', async () => {
    expect((await fetch(`${origin}/%`)).status).toBe(400);
    expect((await fetch(`${origin}/about`)).status).toBe(200);
  });

  it('never serves a file outside its folder, even a sibling named like it', async () => {
    const response = await fetch(`${origin}/..%2fdist-ssr/secret.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('server code');
  });
});
