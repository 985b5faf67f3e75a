import { request as httpsRequest, type Agent } from 'node:https';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { tlsHost } from '../../harness/hosts/servers';

/**
 * Clients of the run's HTTPS host (harness/hosts/tls-host.ts) below what Playwright's `request` lets a test
 * choose: the source address, the name sent in the TLS handshake apart from the Host header, a header sent one byte at
 * a time. For the door's tests in tests/e2e/tls.spec.ts (issue 64). Each talks to the run's own network namespace only.
 */

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * One HTTPS request to the host by its name (TLS name and Host header both `tlsHost.name` unless `host` says
 * otherwise); `agent` keeps one connection and can choose the source address (`new Agent({ localAddress })`).
 */
export function hostRequest(
  method: string,
  path: string,
  options: { agent?: Agent; body?: string; headers?: Record<string, string>; host?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      {
        host: tlsHost.address,
        servername: tlsHost.name,
        method,
        path,
        headers: {
          Host: options.host ?? tlsHost.name,
          // Content-Length said always: Node sends none for a DELETE's body, which would then open the next request.
          ...(options.body === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
        agent: options.agent,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A raw HTTP/1.1 request to port 80 naming `host`: every byte the server sent before it closed the connection. */
export function plainRequest(host: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: tlsHost.address, port: 80 }, () =>
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => {}); // nginx's 444 may close with a reset; 'close' follows either way
    socket.on('close', () => resolve(received));
  });
}

/** A TLS handshake with the host naming `servername` ('' sends no name): 'accepted', or the error that ended it. */
export function handshake(servername: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = tlsConnect({
      host: tlsHost.address,
      port: 443,
      ...(servername ? { servername } : {}),
      // The name refused is not the certificate's: this asks whether the server goes on, not whether we trust it.
      rejectUnauthorized: false,
    });
    socket.on('secureConnect', () => {
      socket.end();
      resolve('accepted');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** What a slow client had done when the server let it go. */
export type SlowClientEnd = { bytesSent: number; bytesReceived: number };

/**
 * A client that opens a TLS connection by the host's name and sends a request header one byte every `intervalMs`,
 * never finishing it (a "slowloris"). Resolves once the connection is up and the first byte sent; `ended` settles
 * when the server closes it (this side never does, but for `stop`).
 */
export function slowClient(intervalMs: number): Promise<{ ended: Promise<SlowClientEnd>; stop: () => void }> {
  const header = `GET / HTTP/1.1\r\nHost: ${tlsHost.name}\r\nUser-Agent: slow\r\n`;
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let bytesReceived = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = tlsConnect({
      host: tlsHost.address,
      port: 443,
      servername: tlsHost.name,
      ALPNProtocols: ['http/1.1'],
    });
    const sendByte = () => {
      socket.write(header[bytesSent % header.length]!);
      bytesSent += 1;
    };
    const ended = new Promise<SlowClientEnd>((settle) =>
      socket.on('close', () => {
        clearInterval(timer);
        settle({ bytesSent, bytesReceived });
      }),
    );
    socket.on('data', (chunk: Buffer) => (bytesReceived += chunk.length));
    socket.on('error', (error) => {
      // A reset when nginx lets a timed-out client go (reset_timedout_connection); before that, a real failure.
      if (bytesSent === 0) reject(error);
    });
    socket.on('secureConnect', () => {
      sendByte();
      timer = setInterval(sendByte, intervalMs);
      resolve({ ended, stop: () => socket.destroy() });
    });
  });
}
