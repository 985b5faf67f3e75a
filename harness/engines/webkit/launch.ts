import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { untilWindowShown } from '../../desktop/window';
import { startXServer } from '../../desktop/x-server';
import { processTable, processTree } from '../../processes/processes';
import { findWebKit } from '../../tools/browsers';
import type { EngineBrowser } from '../visitor';
import { freePort } from '../../network/free-port';
import { launchTurn } from './launch-turn';
import { printedTail } from './printed-tail';
import { startBrowser } from './start-browser';
import { browserName, startSession } from './start-session';
import { untilEnded } from './until-ended';
import { WebKitVisitor, type WindowSize } from './visitor';

/**
 * WebKitGTK through WebKitWebDriver, in an X server of its own (Xvfb). The browser is BareWebKit (bare-webkit.py),
 * WebKitGTK's web view in a window with nothing else, so WebKit lays the site out at a phone's width. One session
 * serves the worker's visitors one after another: each starts on a blank page with the site's storage cleared.
 */
export async function launchWebKit(options: { reducedMotion: boolean }): Promise<EngineBrowser> {
  const release = await launchTurn();
  try {
    return await launchWebKitAlone(options);
  } finally {
    release();
  }
}

async function launchWebKitAlone(options: { reducedMotion: boolean }): Promise<EngineBrowser> {
  const found = findWebKit();
  if (!found)
    throw new Error(
      'No WebKitWebDriver, WebKitGTK bindings for Python or Xvfb found (npm run browser installs them)',
    );
  const home = mkdtempSync(join(tmpdir(), 'webkit-visitor-'));
  const children: ChildProcess[] = [];
  // The browser's web and network processes are its descendants, not ours, and end by themselves once it has: they
  // are listed first (with the browser, the driver and Xvfb) and waited for.
  const browserProcesses = () => {
    const table = processTable();
    return children.flatMap((child) => (child.pid ? [...processTree(child.pid, table)] : []));
  };
  const stop = async (toWaitFor: number[]) => {
    for (const child of children.reverse()) child.kill();
    await untilEnded(toWaitFor);
    rmSync(home, { recursive: true, force: true });
  };
  // What Xvfb, the browser and the driver print: the last lines go into the error when no session starts.
  const printed = printedTail(process.env.WEBKIT_LOG !== undefined);
  const follow = (child: ChildProcess) => {
    children.push(child);
    printed.follow(child);
    return child;
  };
  try {
    const display = found.xvfb
      ? await startXServer(
          (command, args) => follow(spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] })),
          '1920x1200x24',
          found.xvfb,
        )
      : process.env.DISPLAY;
    // The browser is started and its window waited for before WebKitWebDriver attaches to it (`--target`): a driver
    // that starts the browser itself asks for a browsing context before the window exists, and on a loaded machine
    // the session then failed.
    const inspectorPort = await freePort();
    const browser = follow(
      startBrowser(found.browser, { display, home, inspectorPort, reducedMotion: options.reducedMotion }),
    );
    // With no window manager no window has the keyboard focus, and WebKit then matches no `:focus`: the browser's own
    // window (found by its process id) is given it, as a visitor's window has it.
    await untilWindowShown(
      { ...process.env, DISPLAY: display },
      {
        windowClass: browserName,
        owner: browser,
        ...(found.xvfb ? { then: 'focus' as const } : {}),
        printed: printed.text,
        xdotool: found.xdotool,
      },
    );
    const session = await startSession(found.driver, inspectorPort, follow).catch((error: unknown) => {
      if (error instanceof Error)
        error.message += `\nWebKitWebDriver and BareWebKit printed:\n${printed.text() || '(nothing)'}`;
      throw error;
    });
    const version = `WebKitGTK ${String((await session.getCapabilities()).get('browserVersion'))}`;
    let current: WebKitVisitor | undefined;
    const window: WindowSize = {};
    return {
      engine: 'webkit',
      version,
      newVisitor: async (visitorOptions) => {
        if (current) throw new Error('one WebKit visitor at a time per worker');
        await session.get('about:blank');
        // The command returns as the navigation starts (pageLoadStrategy 'none'): the next goto must start from the
        // blank page, not from the last one on its way out.
        for (const started = Date.now(); ;) {
          const href = await session.executeScript('return location.href').catch(() => 'changing');
          if (href === 'about:blank') break;
          if (Date.now() - started > 10_000)
            throw new Error(`webkit: about:blank did not load (at ${String(href)})`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        const visitor = new WebKitVisitor(session, version, visitorOptions, () => (current = undefined), window);
        await visitor.resize(visitorOptions.viewport.width, visitorOptions.viewport.height);
        current = visitor;
        return visitor;
      },
      close: async () => {
        const toWaitFor = browserProcesses();
        await session.quit().catch(() => {});
        await stop(toWaitFor);
      },
    };
  } catch (error) {
    await stop(browserProcesses());
    throw error;
  }
}
