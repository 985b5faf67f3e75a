import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseURL } from '../hosts/servers';

/**
 * A pass-through to the site under test that can hold back the app's JavaScript, so a journey can act in the moment a
 * slow phone gives it (the page painted, the app not yet ready) in any engine: WebDriver classic cannot intercept
 * requests, so the holding happens here, on the server side, the same way for every driver.
 */
export type ScriptGate = {
  /** The gate's origin: open pages here instead of on the site itself. */
  origin: string;
  /** Lets every held request through, and every later one. */
  release: () => void;
  /** Resolves once the page has asked for one of the app's scripts (so the page is painted and waiting). */
  scriptRequested: Promise<void>;
  close: () => Promise<void>;
};

export async function openScriptGate(): Promise<ScriptGate> {
  const target = new URL(baseURL);
  let isHolding = true;
  const held: (() => void)[] = [];
  let markRequested = () => {};
  const scriptRequested = new Promise<void>((resolve) => (markRequested = resolve));

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };

  const server = createServer((incoming, outgoing) => {
    if (/^\/assets\/.+\.js(\?|$)/.test(incoming.url ?? '')) {
      markRequested();
      if (isHolding) {
        held.push(() => forward(incoming, outgoing));
        return;
      }
    }
    forward(incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    scriptRequested,
    release: () => {
      isHolding = false;
      for (const send of held.splice(0)) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
