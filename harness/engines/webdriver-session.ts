/**
 * The few W3C WebDriver (classic) commands the WebKit adapter sends, over fetch. WebKitWebDriver speaks only this
 * protocol (no BiDi in WebKitGTK 2.50: a session asking for `webSocketUrl` is refused), and the commands are nine
 * endpoints of the standard (https://w3c.github.io/webdriver/), so a client library would add a dependency tree for
 * what fits on a page.
 */
type WebDriverValue = { value: unknown };
type WebDriverError = { value: { error: string; message: string } };

export class WebDriverCommandError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`WebDriver ${code}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly endpoint: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async create(driverURL: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId, capabilities: granted } = (await send(driverURL, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    })) as { sessionId: string; capabilities: Record<string, unknown> };
    return new WebDriverSession(`${driverURL}/session/${sessionId}`, granted);
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return send(this.endpoint, method, path, body);
  }

  navigate(url: string) {
    return this.command('POST', '/url', { url });
  }

  setWindowSize(width: number, height: number) {
    return this.command('POST', '/window/rect', { width, height });
  }

  /** Runs `source`, the body of a function whose last argument is the callback to call with the result. */
  executeAsync(source: string, args: unknown[]) {
    return this.command('POST', '/execute/async', { script: source, args });
  }

  executeSync(source: string, args: unknown[]) {
    return this.command('POST', '/execute/sync', { script: source, args });
  }

  performActions(actions: unknown[]) {
    return this.command('POST', '/actions', { actions });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.command('GET', '/screenshot')) as string, 'base64');
  }

  alertText() {
    return this.command('GET', '/alert/text') as Promise<string>;
  }

  acceptAlert() {
    return this.command('POST', '/alert/accept', {});
  }

  delete() {
    return this.command('DELETE', '');
  }
}

async function send(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as WebDriverValue | WebDriverError;
  if (!response.ok) {
    const { error, message } = (payload as WebDriverError).value;
    throw new WebDriverCommandError(error, message);
  }
  return payload.value;
}
