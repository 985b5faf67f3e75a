/**
 * The booking endpoint's place in the Content-Security-Policy: the build adds exactly its origin to `connect-src`
 * (and nothing when there is no endpoint), so the form can reach it and nothing else can be reached.
 */

/** The endpoint's origin; HTTPS, except on this machine (the preview and the tests use 127.0.0.1). */
export function bookingEndpointOrigin(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`BOOKING_ENDPOINT / clinic.bookingEndpoint is not a URL: ${JSON.stringify(endpoint)}`);
  }
  const isLocal = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(isLocal && url.protocol === 'http:'))
    throw new Error(`The booking endpoint must be HTTPS (patients' details travel in it): ${endpoint}`);
  if (url.username || url.password) throw new Error('The booking endpoint must not carry credentials');
  return url.origin;
}

/** `_headers` with the endpoint's origin added to every CSP's connect-src; unchanged when there is no endpoint. */
export function allowBookingEndpoint(headers: string, endpoint: string): string {
  if (!endpoint) return headers;
  const origin = bookingEndpointOrigin(endpoint);
  let policies = 0;
  const updated = headers.replace(
    /^(\s*Content-Security-Policy:.*?connect-src )([^;]*)/gm,
    (_match, head, sources) => {
      policies += 1;
      const list = String(sources).split(/\s+/);
      return head + (list.includes(origin) ? sources : `${sources} ${origin}`);
    },
  );
  if (policies === 0) throw new Error('public/_headers: no Content-Security-Policy with a connect-src to extend');
  return updated;
}

/** Whether a policy's connect-src lets the form reach the endpoint (always true without one). */
export function allowsBookingEndpoint(policy: string, endpoint: string): boolean {
  if (!endpoint) return true;
  const sources = /connect-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  return sources.includes(bookingEndpointOrigin(endpoint));
}
