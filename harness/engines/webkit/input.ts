import { error, Key as SeleniumKey, Origin, type WebDriver } from 'selenium-webdriver';
import type { Key } from '../visitor';

/** The WebDriver key of each key journeys press. */
const keys = {
  ' ': SeleniumKey.SPACE,
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowUp: SeleniumKey.ARROW_UP,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
  Backspace: SeleniumKey.BACK_SPACE,
} as const satisfies Record<Key, string>;

/** Presses one key, with Shift held if asked. */
export async function press(session: WebDriver, key: Key, options: { shift?: boolean } = {}): Promise<void> {
  const actions = session.actions();
  if (options.shift) actions.keyDown(SeleniumKey.SHIFT);
  actions.keyDown(keys[key]).keyUp(keys[key]);
  if (options.shift) actions.keyUp(SeleniumKey.SHIFT);
  await actions.perform();
}

/** Types text key by key. */
export async function type(session: WebDriver, text: string): Promise<void> {
  const actions = session.actions();
  for (const character of text) actions.keyDown(character).keyUp(character);
  await actions.perform();
}

/** Moves the mouse to a point of the viewport at once, and clicks there if asked. */
export async function pointAt(
  session: WebDriver,
  x: number,
  y: number,
  { click }: { click: boolean },
): Promise<void> {
  // Tried again after 100 ms (three times in all) where WebKitWebDriver finds the point outside the viewport, as it
  // once did on the first click of a browser just launched beside another (cause not known).
  for (let attempt = 1; ; attempt += 1) {
    const actions = session
      .actions()
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT, duration: 0 });
    if (click) actions.press().release();
    try {
      await actions.perform();
      return;
    } catch (caught) {
      if (!(caught instanceof error.MoveTargetOutOfBoundsError) || attempt === 3) throw caught;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Waits at most 10 s for the page's next alert, accepts it and returns its text. */
export async function nextAlert(session: WebDriver): Promise<string> {
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    try {
      const alert = await session.switchTo().alert();
      const text = await alert.getText();
      await alert.accept();
      return text;
    } catch (caught) {
      if (!(caught instanceof error.NoSuchAlertError)) throw caught;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('no alert within 10 s');
}
