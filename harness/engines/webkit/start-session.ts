import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../network/free-port';

/** The browser's name: its windows' class (WM_CLASS) and the session's browserName (bare-webkit.py). */
export const browserName = 'BareWebKit';

/**
 * Starts WebKitWebDriver, attached to the BareWebKit already running with its automation server on `inspectorPort`
 * (`--target`), and opens a session in it with selenium-webdriver's client. Returns the driver's process and the
 * session; the caller stops both.
 */
export async function startSession(
  driverCommand: string,
  inspectorPort: number,
  onDriver: (driver: ChildProcess) => void,
): Promise<WebDriver> {
  const port = await freePort();
  const driver = spawn(driverCommand, [`--port=${port}`, `--target=127.0.0.1:${inspectorPort}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  onDriver(driver);
  const driverURL = `http://127.0.0.1:${port}`;
  await untilAnswers(`${driverURL}/status`);
  // Environment overrides off: SELENIUM_BROWSER or SELENIUM_REMOTE_URL must not send the session elsewhere.
  const session = new Builder()
    .disableEnvironmentOverrides()
    .usingServer(driverURL)
    .withCapabilities({
      browserName,
      // An alert stays open until a journey reads and accepts it (`nextAlert`).
      unhandledPromptBehavior: 'ignore',
      // With the default strategy WebKitWebDriver answers no command while the page's load event is pending, and a
      // journey that holds the app's scripts (script-gate.ts) could then never act: navigation is done and waited for
      // by the adapter itself (goto, newVisitor).
      pageLoadStrategy: 'none',
    })
    .build();
  await session.getSession();
  return session;
}

async function untilAnswers(url: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 15_000;) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${url} did not answer within 15 s`);
}
