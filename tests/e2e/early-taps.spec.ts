import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { test, expect, blockOutsideRequests, holdRequests } from '../support/fixtures';
import { gallerySections } from '../../src/content/gallery';

/**
 * A tap made the moment a control appears, long before the app is ready (issue 15): on a slow phone that moment
 * lasts a second or more. Every control must do its job once the app can, and never send the visitor elsewhere.
 * Nothing here depends on how fast the machine is: the app's code is held back until the taps have been made, so
 * they land before hydration however busy the machine is (each test checks that they did), and a second tap is
 * stamped with the moment it was made, so the page judges the same tap on every run, whenever it gets to it.
 */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const desktop = { viewport: { width: 1280, height: 800 } };

type HeldPage = {
  page: Page;
  /** The page's DevTools session, which sends input with the moment it was made. */
  cdp: CDPSession;
  close: () => Promise<void>;
  pageErrors: string[];
  /** Lets the app's code, held back since the page opened, arrive. */
  releaseApp: () => void;
  /** Where the first tap landed, in the viewport. */
  firstTap?: { x: number; y: number };
};
type OpenOptions = {
  reducedMotion?: 'reduce';
  /** A selector for the answer to the first tap, whose first appearance and its frame the page notes. */
  answer?: string;
};

/** The pages still open, so that a failed test can say what state they were in (see `afterEach` below). */
const openPages = new Set<Page>();

async function openWithAppHeld(
  browser: Browser,
  path: string,
  device: typeof phone | typeof desktop,
  { answer, ...options }: OpenOptions = {},
): Promise<HeldPage> {
  const context = await browser.newContext({ ...device, ...options });
  await blockOutsideRequests(context);
  // When the answer first showed, noted by the page as it happens (a test that starts looking only once its
  // commands come back, on a loaded machine up to a second later, would not know): the frame that paints it, where
  // the visitor could first see it and where the loader counts the visitor's reaction time from. Looked for in every
  // frame, not on the page's mutations: a dialog can become visible with no mutation after the last one (it was
  // missed so once in 24 runs, on a loaded machine).
  if (answer)
    await context.addInitScript((selector) => {
      const state = window as unknown as { answerPaintedAt?: number };
      const look = (frameTime: number) => {
        if (document.querySelector(selector)?.checkVisibility()) state.answerPaintedAt = frameTime;
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, answer);
  // Whether the app was ready at the visitor's first tap, read at the tap itself (window, capture phase: before the
  // hydration loader or React sees it), not after Playwright returns, which on a loaded machine can be much later.
  await context.addInitScript(() => {
    const state = window as unknown as {
      readyAtFirstTap?: boolean;
      readyAtTaps: boolean[];
      presses: Press[];
      clicksMadeAt: number[];
    };
    state.readyAtTaps = [];
    state.presses = [];
    state.clicksMadeAt = [];
    // Each of the visitor's presses (a tap's first event): when it was made, and when the page got to it.
    addEventListener(
      'pointerdown',
      (event) => event.isTrusted && state.presses.push({ madeAt: event.timeStamp, handledAt: performance.now() }),
      { capture: true },
    );
    addEventListener(
      'click',
      (event) => {
        const isReady = document.documentElement.dataset.hydrated === 'true';
        state.readyAtFirstTap ??= isReady;
        // Clicks the visitor made, not the loader's replays of them (`isTrusted` is false for those). Seen here first,
        // before the loader can swallow a repeat: its listeners come after this script's.
        if (!event.isTrusted) return;
        state.readyAtTaps.push(isReady);
        state.clicksMadeAt.push(event.timeStamp);
      },
      { capture: true },
    );
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const cdp = await context.newCDPSession(page);
  const app = await holdRequests(page, /\/assets\/[^?]+\.js$/);
  await page.goto(path, { waitUntil: 'commit' });
  openPages.add(page);
  return {
    page,
    cdp,
    pageErrors,
    releaseApp: app.release,
    close: () => {
      openPages.delete(page);
      return context.close();
    },
  };
}

/**
 * Taps (or clicks, at desktop width) the middle of `control` as soon as it is visible, as a finger would, without
 * Playwright's waits for a stable, enabled target; returns whether the app was ready at that tap.
 */
async function tapWhenVisible(
  page: Page,
  control: Locator,
  isTouch: boolean,
): Promise<{ wasReady: boolean | undefined; x: number; y: number } | undefined> {
  await control.waitFor({ state: 'visible' });
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await control.boundingBox();
  if (!box) return undefined;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (isTouch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  // A tap's click is synthesized a moment after the touch ends: wait for it.
  const readiness = await page.waitForFunction(
    () => (window as unknown as { readyAtFirstTap?: boolean }).readyAtFirstTap !== undefined,
  );
  await readiness.dispose();
  const wasReady = await page.evaluate(() => (window as unknown as { readyAtFirstTap?: boolean }).readyAtFirstTap);
  return { wasReady, x, y };
}

/** Opens `path` with the app held back, taps `control` the moment it shows, and lets the app's code arrive. */
async function tapEarly(
  browser: Browser,
  path: string,
  device: typeof phone | typeof desktop,
  control: (page: Page) => Locator,
  options: OpenOptions = {},
): Promise<HeldPage> {
  const held = await openWithAppHeld(browser, path, device, options);
  const tap = await tapWhenVisible(held.page, control(held.page), device === phone);
  held.releaseApp();
  expect(tap?.wasReady, `${path}: the tap came before the app was ready`).toBe(false);
  return { ...held, firstTap: { x: tap!.x, y: tap!.y } };
}

/** As `tapEarly`, with a tap on `second` after the one on `first`, both before the app's code arrives. */
async function tapTwiceEarly(
  browser: Browser,
  path: string,
  device: typeof phone | typeof desktop,
  first: (page: Page) => Locator,
  second: (page: Page) => Locator,
): Promise<HeldPage> {
  const held = await openWithAppHeld(browser, path, device);
  const { page } = held;
  const tap = await tapWhenVisible(page, first(page), device === phone);
  const box = await second(page).boundingBox();
  expect(box, `${path}: the second control is on screen`).not.toBeNull();
  const [x, y] = [box!.x + box!.width / 2, box!.y + box!.height / 2];
  if (device === phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  const taps = await page.waitForFunction(() => {
    const { readyAtTaps } = window as unknown as { readyAtTaps: boolean[] };
    return readyAtTaps.length >= 2 && readyAtTaps;
  });
  const readyAtTaps = (await taps.jsonValue()) as boolean[];
  await taps.dispose();
  held.releaseApp();
  expect(tap?.wasReady, `${path}: the first tap came before the app was ready`).toBe(false);
  expect(readyAtTaps, `${path}: both taps came before the app was ready`).toEqual([false, false]);
  return held;
}

/**
 * A visitor on a slow phone who sees nothing happen taps again (issue 41). A second tap on the same spot that comes
 * before the visitor could have seen the first tap's answer, within 300 ms of its paint, is the same tap again and
 * must change nothing, though what is under the finger has changed (the form's Cancel where Book was) or would
 * toggle back (Menu). A tap after that does what it hits.
 */
const reactionMs = 300;

/** Whether `selector` matches a shown element. */
function answerShown(selector: string): boolean {
  return !!document.querySelector(selector)?.checkVisibility();
}

/** A press the page saw, on its clock: when the system took it (its time stamp), when the page handled it. */
type Press = { madeAt: number; handledAt: number };

/**
 * When the visitor taps again: sooner after the answer's frame than anyone reacts to what appeared (a simple
 * visual reaction takes 200-250 ms), late enough that the answer is on screen when the finger lands.
 */
const secondTapAfterPaintMs = 150;

/**
 * A tap (a click, at desktop width) at (x, y), made at `madeAt` (milliseconds since the epoch) and stamped with that
 * moment as a touchscreen stamps its touches, however late a busy machine hands it to the page: the page judges a
 * tap by when it was made (`event.timeStamp`), as the phone a visitor holds lets it.
 */
async function tapMadeAt(cdp: CDPSession, x: number, y: number, isTouch: boolean, madeAt: number) {
  const [pressedAt, releasedAt] = [madeAt / 1000, (madeAt + 50) / 1000];
  if (isTouch) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x, y }],
      timestamp: pressedAt,
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: releasedAt });
    return;
  }
  const mouse = { x, y, button: 'left', clickCount: 1 } as const;
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, timestamp: pressedAt });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...mouse, timestamp: pressedAt });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...mouse, timestamp: releasedAt });
}

type TappedTwice = HeldPage & { tapSpot: () => Promise<void> };

type TwiceOptions = OpenOptions & {
  /**
   * How long after it was made the page is handed the second tap. By default as soon as it is made (however late the
   * machine then delivers it); longer is a phone busy hydrating, which holds input for seconds.
   */
  handedOverAfterMs?: number;
};

/**
 * As `tapEarly`, then taps the same spot again `secondTapAfterPaintMs` after the frame that paints `answer` (a
 * selector: the dialog, the pressed state), as a visitor who saw nothing happen does. `tapSpot` taps the spot again,
 * as a visitor who has seen the answer does: made no sooner than twice the reaction time after its frame.
 *
 * The second tap is stamped with the moment it was made rather than sent the moment this process sees the answer:
 * sent that way, it reached the page 120-460 ms after the answer on a loaded machine (three times in a row for the
 * carousel's dot once), a visitor slower than the reaction time this test is about. Made at a set moment, it is the
 * same tap on every run, whenever it arrives; arriving late, as a busy phone hands over a tap, is the case to hold.
 */
async function tapEarlyThenAgainAsAnswered(
  browser: Browser,
  path: string,
  device: typeof phone | typeof desktop,
  control: (page: Page) => Locator,
  answer: string,
  { handedOverAfterMs = 0, ...options }: TwiceOptions = {},
): Promise<TappedTwice> {
  const held = await tapEarly(browser, path, device, control, { ...options, answer });
  const { page, cdp, firstTap } = held;
  const isTouch = device === phone;
  const painted = await page.waitForFunction(
    () => {
      const { answerPaintedAt } = window as unknown as { answerPaintedAt?: number };
      return answerPaintedAt !== undefined && performance.timeOrigin + answerPaintedAt;
    },
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
  const answerPaintedAt = (await painted.jsonValue()) as number;
  await painted.dispose();
  const tapSpot = async () => {
    const seenAt = answerPaintedAt + reactionMs * 2;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, seenAt - Date.now())));
    await tapMadeAt(cdp, firstTap!.x, firstTap!.y, isTouch, Math.max(seenAt, Date.now()));
  };
  // Not before it is made: an input stamped in the future is not a tap anyone made.
  const madeAt = answerPaintedAt + secondTapAfterPaintMs;
  const handedOverAt = madeAt + handedOverAfterMs;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, handedOverAt - Date.now())));
  await tapMadeAt(cdp, firstTap!.x, firstTap!.y, isTouch, madeAt);
  // What the page saw: the tap after the answer's frame, within the reaction time, however late it came.
  const { afterPaintMs, handledLateMs } = await page.evaluate(() => {
    const state = window as unknown as { answerPaintedAt: number; presses: Press[] };
    const press = state.presses.at(-1)!;
    return {
      afterPaintMs: Math.round(press.madeAt - state.answerPaintedAt),
      handledLateMs: Math.round(press.handledAt - press.madeAt),
    };
  });
  test.info().annotations.push({
    type: 'second tap',
    description: `made ${afterPaintMs} ms after the answer's frame, handled ${handledLateMs} ms after it was made`,
  });
  expect(afterPaintMs, `${path}: the second tap, after the answer's frame`).toBeGreaterThanOrEqual(0);
  expect(afterPaintMs, `${path}: the second tap, within the reaction time`).toBeLessThan(reactionMs);
  return { ...held, tapSpot };
}

/**
 * Checks that `answer` still shows once the second tap has had its effect: its click has reached the page (seen
 * before the loader can swallow it), nothing is left waiting to be answered, and what it started has been drawn (two
 * frames, and every animation that ends has ended: a dialog or a menu closing fades out first).
 */
async function expectAnswerKept(page: Page, answer: string) {
  const clicked = await page.waitForFunction(() => {
    const { clicksMadeAt, presses } = window as unknown as { clicksMadeAt: number[]; presses: Press[] };
    return clicksMadeAt.some((madeAt) => madeAt >= presses.at(-1)!.madeAt);
  });
  await clicked.dispose();
  await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  expect(await page.evaluate(answerShown, answer), `${answer} after a second tap on its way`).toBe(true);
}

async function expectUrlKept(page: Page, path: string) {
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(url.hash).toBe('');
}

// A page load, a held app released and two taps, each on a machine that may be busy with other work: room for it.
test.describe.configure({ timeout: 60_000 });

test.describe('a tap before the app is ready', () => {
  // Once in six full runs a page stayed unhydrated 24 s after the tap (issue 15): should it happen again, the output
  // says whether the app ran and which of the loader's modules never arrived.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured fixtures argument, even unused
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus)
      for (const page of openPages) {
        const state = await page
          .evaluate(() => {
            const loader = document.querySelector<HTMLScriptElement>('script[data-entry]');
            const wanted = [loader?.dataset.entry, ...(loader?.dataset.preload ?? '').split(' ')];
            const arrived = performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => path.endsWith('.js'));
            return {
              url: location.href,
              hydrated: document.documentElement.dataset.hydrated ?? null,
              tapsPending: document.querySelectorAll('[data-tap-pending]').length,
              missingModules: wanted.filter((path) => path && !arrived.includes(path)),
              sinceNavigationMs: Math.round(performance.now()),
            };
          })
          .catch((error: unknown) => ({ unreadable: String(error) }));
        // Printed, as CI keeps the console output and not the attachments.
        console.log(`state of ${page.url()} after the failure: ${JSON.stringify(state)}`);
      }
    openPages.clear();
  });

  test('Book Appointment opens the booking form, not the contact page; a second tap as it opens keeps it open', async ({
    browser,
  }) => {
    const { page, pageErrors, close, tapSpot } = await tapEarlyThenAgainAsAnswered(
      browser,
      '/',
      phone,
      (page) => page.getByTestId('book-appointment'),
      // The form's own dialog: the page keeps it built and hidden from the moment its code is here.
      '[data-testid="booking-dialog"]',
    );
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    await expectAnswerKept(page, '[data-testid="booking-dialog"]');
    await expectUrlKept(page, '/');
    // The visitor now sees the form and taps Cancel, which sits where Book was: on purpose, so it cancels.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await tapSpot();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('a gallery card opens its image; a second tap as it opens keeps it open', async ({ browser }) => {
    const { page, pageErrors, close } = await tapEarlyThenAgainAsAnswered(
      browser,
      '/smile-gallery/clinic-photos',
      phone,
      (page) => page.getByTestId('gallery-card-button').first(),
      // Not any dialog: the booking form's is in the page too, built and hidden, once its code has come.
      '[data-testid="gallery-dialog"]',
    );
    await expectAnswerKept(page, '[data-testid="gallery-dialog"]');
    await expectUrlKept(page, '/smile-gallery/clinic-photos');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('a category filter filters; a second tap as it does keeps it chosen', async ({ browser }) => {
    const chosen = '[data-testid="category-filters"] > :nth-child(2)[data-state="on"]';
    const { page, pageErrors, close } = await tapEarlyThenAgainAsAnswered(
      browser,
      '/smile-gallery/our-work',
      phone,
      (page) => page.getByTestId('category-filters').locator('> :nth-child(2)'),
      chosen,
    );
    await expectAnswerKept(page, chosen);
    await expectUrlKept(page, '/smile-gallery/our-work');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('a category filter, then All, ends on All with every item shown', async ({ browser }) => {
    const filters = (page: Page) => page.getByTestId('category-filters');
    const { page, pageErrors, close } = await tapTwiceEarly(
      browser,
      '/smile-gallery/our-work',
      phone,
      (page) => filters(page).locator('> :nth-child(2)'),
      (page) => filters(page).getByRole('radio', { name: 'All' }),
    );
    // One card per image on this page: All shows every one.
    const itemCount = gallerySections.find((section) => section.id === 'our-work')!.imageCount;
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
    // The replayed taps come a moment after ready: wait until neither is pending, then check they ended on All.
    await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
    await expect(filters(page).getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
    await expect(filters(page).locator('[data-state="on"]')).toHaveCount(1);
    await expect(page.getByTestId('gallery-grid').locator(':scope > li')).toHaveCount(itemCount);
    await expectUrlKept(page, '/smile-gallery/our-work');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('a carousel dot shows its image and stays current once the app is ready, a second tap or not', async ({
    browser,
  }) => {
    // The slideshow turns by itself here (no reduced motion): the dot the visitor chose must hold it, as it does
    // when tapped after the app is ready (the tap focuses the dot, and focus in the carousel holds it still).
    const current = '[aria-label="Go to image 3"][aria-current="true"]';
    const { page, pageErrors, close } = await tapEarlyThenAgainAsAnswered(
      browser,
      '/',
      phone,
      (page) => page.getByRole('button', { name: 'Go to image 3' }),
      current,
    );
    await expectAnswerKept(page, current);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // Held still, so it cannot move on from the chosen image: focus is on the dot, inside the carousel, and the
    // slides announce changes again (they are quiet only while it turns by itself). That a held slideshow never
    // turns is the carousel's unit test's, on a clock of its own (tests/unit/ui/carousel.test.tsx).
    const dot = page.getByRole('button', { name: 'Go to image 3' });
    await expect(dot).toBeFocused();
    await expect(page.locator('[data-slot="carousel-track"]').first()).toHaveAttribute('aria-live', 'polite');
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expectUrlKept(page, '/');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('Menu opens the menu instead of jumping to the footer; a second tap as it opens keeps it open', async ({
    browser,
  }) => {
    const opened = '[data-testid="menu-toggle"][aria-expanded="true"]';
    const { page, pageErrors, close, tapSpot } = await tapEarlyThenAgainAsAnswered(
      browser,
      '/about',
      phone,
      (page) => page.getByTestId('menu-toggle'),
      opened,
    );
    await expect(page.locator('#site-menu')).toBeVisible();
    await expectAnswerKept(page, opened);
    await expectUrlKept(page, '/about');
    // Once the visitor has seen the menu, a tap on Menu closes it.
    await tapSpot();
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('the home carousel’s Next shows the second image, not the third on a second tap as it turns', async ({
    browser,
  }) => {
    // Reduced motion holds the slideshow still, so only the taps can bring another image.
    const second = '[aria-label="Go to image 2"][aria-current="true"]';
    const { page, pageErrors, close, tapSpot } = await tapEarlyThenAgainAsAnswered(
      browser,
      '/',
      phone,
      (page) => page.getByRole('button', { name: 'Next image' }),
      second,
      // Handed over 2 s after it was made, as a phone busy hydrating holds a tap: the case that went red on a
      // loaded machine, when the loader stopped guarding the spot on a timer before the tap reached it.
      { reducedMotion: 'reduce', handedOverAfterMs: 2_000 },
    );
    await expectAnswerKept(page, second);
    await expectUrlKept(page, '/');
    // Once the visitor has seen the second image, Next goes on to the third.
    await tapSpot();
    await expect(page.getByRole('button', { name: 'Go to image 3' })).toHaveAttribute('aria-current', 'true');
    expect(pageErrors).toEqual([]);
    await close();
  });

  test('the Services trigger opens the list of services (desktop); a second click as it opens keeps it open', async ({
    browser,
  }) => {
    // At 390 px the trigger is in the menu, which no tap before the app is ready can open: a desktop's mouse.
    const opened = '[data-testid="services-menu"] a';
    const { page, pageErrors, close, tapSpot } = await tapEarlyThenAgainAsAnswered(
      browser,
      '/about',
      desktop,
      (page) => page.getByTestId('services-trigger'),
      opened,
    );
    await expectAnswerKept(page, opened);
    await expectUrlKept(page, '/about');
    await tapSpot();
    await expect(page.getByTestId('services-menu')).toBeHidden();
    expect(pageErrors).toEqual([]);
    await close();
  });
});
