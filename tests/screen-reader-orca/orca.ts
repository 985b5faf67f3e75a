/**
 * Orca, the screen reader of GNOME, with what it says captured. Orca hands each utterance to its speech server
 * and logs it to its "speech" logger, the one its own regression tests read; orca-customizations.py (Orca's place for
 * a user's Python) writes that logger to a file, one JSON string a line. No speech server is set, so nothing waits on
 * speech-dispatcher or a sound card (one left over from an earlier run made Orca hang, issue 34), and the words
 * logged are those a speech server would have been given.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Desktop } from '../../harness/desktop/desktop';
import { xdotool } from '../../harness/desktop/xdotool';
import { describeSilence, orcaOutputFile } from './silence';

const customizations = `
import json, logging, os

class _JsonLine(logging.Formatter):
    def format(self, record):
        return json.dumps(record.getMessage())

_handler = logging.FileHandler(os.environ["ORCA_SPEECH_LOG"], encoding="utf-8")
_handler.setFormatter(_JsonLine())
logging.getLogger("speech").addHandler(_handler)
`;

/** Orca's defaults, but for what would make a run depend on time or sound. */
const settings = {
  firstStart: false,
  speechServerFactory: '',
  enableSound: false,
  // Keys are echoed by name; the journeys assert what the page says, not the keys pressed.
  enableKeyEcho: false,
  enableTutorialMessages: false,
  // On load Orca reads the title and a summary of the page (landmarks, headings, links), not the whole page.
  sayAllOnLoad: false,
  pageSummaryOnLoad: true,
};

export type Orca = {
  /**
   * Presses keys (xdotool names: Tab, shift+Tab, Return, space, Escape, Down, KP_Enter) and returns what Orca said,
   * all of it: each key after the first words of the one before (or 4 s). With `heard`, Orca is listened to until
   * what it said meets it (at most 10 s), then until it falls quiet; without, until its first pause. A journey's
   * step gives what must be heard (heard.ts, `expectHeardOn`): on a loaded machine Orca can pause for seconds in the
   * middle of one key's answer, or still be saying what an earlier event brought as the key is pressed, so a pause
   * does not end it.
   */
  press(keys: string | readonly string[], heard?: (said: string[]) => boolean): Promise<string[]>;
  /** Presses a key that may make Orca say nothing: listens for `listenMs`, then until Orca falls quiet. */
  pressAndListen(key: string, listenMs?: number): Promise<string[]>;
  /**
   * Presses `key` until Orca says something `wanted` accepts, hurrying through what comes before (the next press
   * follows the first words of the last), and returns all it said for that press.
   */
  pressUntil(key: string, wanted: (utterance: string) => boolean, maxPresses?: number): Promise<string[]>;
  /** Types text as keys, and returns what Orca said. */
  type(text: string): Promise<string[]>;
  /** How many utterances Orca has made so far: a mark for `waitFor`. */
  mark(): number;
  /**
   * Waits until Orca says `utterance` after `mark` (or until what it said meets the test), and returns all it said
   * from there until it fell quiet.
   */
  waitFor(utterance: string | ((said: string[]) => boolean), mark: number, timeoutMs?: number): Promise<string[]>;
  /** Everything said since start. */
  all(): string[];
};

/** A pause after which Orca is taken to have said all a key made it say. */
const quietMs = 400;
/** How long a key may take to make Orca say anything at all before the next key is pressed. */
const firstWordMs = 4000;
/** How long a step listens for what it must hear: what is not heard by then is reported as not conveyed. */
const heardMs = 10_000;

export async function startOrca(desktop: Desktop, dir: string): Promise<Orca> {
  const prefs = join(dir, 'orca');
  mkdirSync(prefs, { recursive: true });
  const log = join(dir, 'speech.log');
  writeFileSync(log, '');
  writeFileSync(join(prefs, 'orca-customizations.py'), customizations);
  writeFileSync(
    join(prefs, 'user-settings.conf'),
    JSON.stringify({
      general: settings,
      profiles: { default: { profile: ['Default', 'default'] } },
      pronunciations: {},
      keybindings: {},
    }),
  );
  desktop.env.ORCA_SPEECH_LOG = log;
  // Not /usr/bin/orca: it stops, or refuses to start beside, every other Orca of this user (start-orca.py).
  const debug = process.env.ORCA_DEBUG_FILE ? [process.env.ORCA_DEBUG_FILE] : [];
  desktop.start(
    '/usr/bin/python3',
    [fileURLToPath(new URL('start-orca.py', import.meta.url)), prefs, ...debug],
    join(prefs, orcaOutputFile),
  );

  const all = (): string[] =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => (JSON.parse(line) as string).replace(/^SPEECH OUTPUT: '(.*)'$/s, '$1'))
      : [];

  /** Waits for speech after `from` and returns it once Orca has been quiet for `quietMs`. */
  const settle = async (
    from: number,
    until?: string | ((said: string[]) => boolean),
    timeoutMs = firstWordMs,
    /** At `timeoutMs` without `until` met: return what was said for the caller's assertion to report, or throw. */
    onTimeout: 'throw' | 'return' = 'throw',
  ): Promise<string[]> => {
    const started = Date.now();
    let seen = from;
    let lastChange = Date.now();
    for (;;) {
      await sleep(50);
      const now = all();
      if (now.length !== seen) {
        seen = now.length;
        lastChange = Date.now();
      }
      const said = now.slice(from);
      const waiting = until !== undefined && (typeof until === 'string' ? !said.includes(until) : !until(said));
      if (waiting && Date.now() - started > timeoutMs) {
        if (onTimeout === 'return') return said;
        throw new Error(
          `Orca did not say "${String(until)}" within ${timeoutMs} ms; it said ${JSON.stringify(said)}`,
        );
      }
      if (waiting) continue;
      if (said.length === 0 && Date.now() - started < timeoutMs) continue;
      if (Date.now() - lastChange >= quietMs) return said;
    }
  };

  /** Waits for Orca's first words after `from`; Orca says what one event brings in one go, and a moment more lets
   * the last of it in. */
  const firstWords = async (from: number): Promise<void> => {
    const started = Date.now();
    while (all().length === from && Date.now() - started < firstWordMs) await sleep(50);
    await sleep(150);
  };

  /** When each mark was taken: a failed wait's report starts Orca's debug log there. */
  const markedAt = new Map<number, Date>();
  const orca: Orca = {
    async press(keyOrKeys, heard) {
      const keys = typeof keyOrKeys === 'string' ? [keyOrKeys] : keyOrKeys;
      const from = all().length;
      const started = new Date();
      for (const key of keys) {
        const before = all().length;
        xdotool(desktop.env, ['key', '--clearmodifiers', key]);
        await firstWords(before);
      }
      // Listening is counted from the last key's first words: counted from the key before's last words, a busy
      // machine let the last key's speech come after the quiet window (a clean-clone run heard shift+Tab, not the Tab
      // after). And a step ends once its speech is heard, not at a pause (`heard`): under the screenshot suite's load
      // Orca in Firefox said the document's name from the reload before the Tab, then paused before the skip link.
      // A step that does not hear what it must prints where Orca, the registry and the browser were (silence.ts).
      // Listening longer was not the answer to the Chromium booking step's silence: that was Orca taking focus into
      // the field without a word (chromium.orca.test.ts).
      const said = heard ? await settle(from, heard, heardMs, 'return') : await settle(from);
      if (heard && !heard(said)) {
        const report = await describeSilence(desktop, prefs, started);
        const since = all().slice(from + said.length);
        console.log(
          `${keys.join(' ')}: what must be heard was not within ${heardMs} ms (the step's failure says what was).\n` +
            `${report}\n--- Orca said since, while this was gathered: ${JSON.stringify(since)}`,
        );
      }
      // ORCA_TRACE=1 prints the keys and what they made Orca say, to write or mend a journey's expectations.
      if (process.env.ORCA_TRACE) console.log(keys.join(' '), JSON.stringify(said));
      return said;
    },
    async pressAndListen(key, listenMs = 1500) {
      const from = all().length;
      xdotool(desktop.env, ['key', '--clearmodifiers', key]);
      await sleep(listenMs);
      const heard = await settle(from, undefined, 0);
      if (process.env.ORCA_TRACE) console.log(key, JSON.stringify(heard));
      return heard;
    },
    async pressUntil(key, wanted, maxPresses = 40) {
      for (let press = 0; press < maxPresses; press += 1) {
        const from = all().length;
        xdotool(desktop.env, ['key', '--clearmodifiers', key]);
        await firstWords(from);
        if (all().slice(from).some(wanted)) {
          const heard = await settle(from);
          if (process.env.ORCA_TRACE) console.log(key, JSON.stringify(heard));
          return heard;
        }
      }
      throw new Error(`Orca said nothing wanted within ${maxPresses} presses of ${key}`);
    },
    async type(text) {
      const from = all().length;
      xdotool(desktop.env, ['type', '--delay', '25', text]);
      return settle(from);
    },
    mark() {
      const mark = all().length;
      if (!markedAt.has(mark)) markedAt.set(mark, new Date());
      return mark;
    },
    async waitFor(utterance, mark, timeoutMs = 15_000) {
      const started = markedAt.get(mark) ?? new Date();
      try {
        return await settle(mark, utterance, timeoutMs);
      } catch (error) {
        console.log(`Orca did not say what was awaited:\n${await describeSilence(desktop, prefs, started)}`);
        throw error;
      }
    },
    all,
  };
  await orca.waitFor('Screen reader on.', 0, 30_000);
  return orca;
}

/** Orca's own mode switches (browse mode, focus mode) follow from the keys, not from the page: left out. */
export function pageSpeech(said: string[]): string[] {
  return said.filter((utterance) => utterance !== 'Focus mode' && utterance !== 'Browse mode');
}
