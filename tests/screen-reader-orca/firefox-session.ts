/**
 * Orca listening to the built site in Firefox ESR, for a file of journeys: its own static server, desktop, Firefox and
 * Orca, started before the file's journeys and stopped after them. Each file has its own, so the files run side by
 * side (vitest.config.ts); the journeys of one file share theirs, one after another.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer } from '../../scripts/serve/static-server';
import { documentTitle, findRoute } from '../../src/routes';
import { startDesktop, type Desktop } from '../../harness/desktop/desktop';
import { missingDesktopTools } from '../../harness/desktop/tools';
import { openInFirefox, startFirefox } from './firefox';
import { pageSpeech, startOrca, type Orca } from './orca';

/** What this machine lacks to run Orca's journeys (none on a Linux machine after `npm run screen-reader`). */
export const missing = process.platform === 'linux' ? missingDesktopTools() : ['Linux'];
if (missing.length > 0 && process.env.CI) {
  throw new Error(`Orca's journeys cannot run without ${missing.join(', ')}: run npm run screen-reader`);
}
if (missing.length > 0) console.log(`Orca's journeys skipped: no ${missing.join(', ')} here.`);

export type FirefoxSession = {
  /** Orca, once the file's journeys start. */
  readonly orca: Orca;
  /**
   * Opens the page in the tab that has focus, as a link from another application does (openInFirefox), and returns
   * what Orca says once it has loaded. `withSummary`: then reloads it from the page and returns what Orca says of that
   * load, its summary included.
   */
  openPage(path: string, options?: { withSummary?: boolean }): Promise<string[]>;
  /** Presses `key` until Orca's speech for it starts with (or, not `exact`, includes) `start`; returns that speech. */
  pressUntil(key: string, start: string, maxPresses?: number, exact?: boolean): Promise<string[]>;
  /** Presses the keys and returns what Orca says of the page (as `orca.press`, listening until `heard` with it). */
  say(keys: string | readonly string[], heard?: (said: string[]) => boolean): Promise<string[]>;
};

/** Starts the file's server, desktop, Firefox and Orca before its journeys, and stops them after. */
export function listenInFirefox(): FirefoxSession {
  let dir: string | undefined;
  let server: Server | undefined;
  let desktop: Desktop | undefined;
  let orca: Orca | undefined;
  let origin = '';

  beforeAll(async () => {
    if (missing.length > 0) return;
    dir = mkdtempSync(join(tmpdir(), 'orca-journeys-'));
    server = await startStaticServer('dist', 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    desktop = await startDesktop(dir);
    // Orca starts on an empty window, so the first page is loaded, as every other, with Orca listening.
    await startFirefox(desktop, dir, 'about:blank');
    orca = await startOrca(desktop, dir);
    // Focus from the empty page's address bar into the page (F6), where each page opened after it takes it.
    await orca.pressAndListen('F6', 500);
  });

  afterAll(async () => {
    await desktop?.stop();
    server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const listening = (): Orca => {
    if (!orca) throw new Error('Orca has not started');
    return orca;
  };

  const pressUntil: FirefoxSession['pressUntil'] = async (key, start, maxPresses = 40, exact = true) =>
    pageSpeech(
      await listening().pressUntil(
        key,
        (utterance) => (exact ? utterance.startsWith(start) : utterance.includes(start)),
        maxPresses,
      ),
    );

  const openPage = async (path: string, { withSummary = false } = {}): Promise<string[]> => {
    const route = findRoute(path);
    if (!route) throw new Error(`No route for ${path}`);
    const title = documentTitle(route);
    const orca = listening();
    const mark = orca.mark();
    // Not typed into the address bar: Orca handled the bar's last caret event late under load (its queue flooded by
    // the page's own events), after the loaded page had taken focus, and took focus to be back in the bar; the
    // journey's next keys went to the bar and Orca said nothing (Orca's debug log, issue 40).
    openInFirefox(desktop!, dir!, `${origin}${path}`);
    // Loaded, Orca says the title, then either a summary of the page and the line it starts reading from, or, when it
    // learns of the document's focus after the load has finished (under load), the document's name.
    const said = await orca.waitFor((heard) => {
      const summary = heard.findIndex((utterance) => utterance.startsWith('Page has '));
      const finished = heard.indexOf(`Finished loading ${title}.`);
      if (finished >= 0 && summary >= 0 && summary < heard.length - 1) return true;
      return finished >= 0 && heard.lastIndexOf(`${title} document web.`) > finished;
    }, mark);
    if (withSummary) {
      // Orca summarises a page on load only if focus is in the page as the load completes ("focus is outside of
      // document" in its debug log); under load the focus can reach it after. Reloaded from the page itself, focus is
      // in the page when the load completes, and Orca gives the summary every time.
      const reloaded = orca.mark();
      await orca.pressAndListen('F5', 0);
      const again = await orca.waitFor((heard) => {
        const finished = heard.findIndex((utterance) => utterance.startsWith(`Finished loading ${title}`));
        return finished >= 0 && heard.findIndex((utterance) => utterance.startsWith('Page has ')) > finished;
      }, reloaded);
      return again.slice(again.findIndex((utterance) => utterance.startsWith(`Finished loading ${title}`)));
    }
    return said.slice(said.indexOf(`${title} document web.`));
  };

  return {
    get orca() {
      return listening();
    },
    openPage,
    pressUntil,
    say: async (keys, heard) => pageSpeech(await listening().press(keys, heard)),
  };
}
