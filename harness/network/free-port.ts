import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 at this moment, for a server started after this returns (WebKit's inspector server and
 * driver; a mail server that is down until a test starts it). Below the range the system hands ports out from, for
 * `listen(0)` and for outgoing connections: a port from that range, closed to be passed on, can be handed to another
 * test's server or connection running beside, and then the server meant for it cannot listen (issue 63).
 */
export async function freePort(): Promise<number> {
  const systemPortsStart = handedOutPortsStart();
  const lowest = Math.min(10_000, systemPortsStart - 1_000);
  for (;;) {
    const port = lowest + Math.floor(Math.random() * (systemPortsStart - lowest));
    if (await isFree(port)) return port;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Where the ports the system hands out begin: Linux's setting, elsewhere IANA's dynamic range. */
function handedOutPortsStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 49_152;
  }
}
