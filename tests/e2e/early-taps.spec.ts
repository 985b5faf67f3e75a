import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { test, expect, blockOutsideRequests, holdRequests } from '../support/fixtures';
import { gallerySections } from '../../src/content/gallery';

/**
 * A tap made the moment a control appears, long before the app is ready (issue 15): on a slow phone that moment
 * lasts a second or more. Every control must do its job once the app can, and never send the visitor elsewhere.
 * The CPU is slowed 6× and the network is a slow phone's (150 ms round trip). The app's code is held back until the
 * tap has been made, so that it lands before hydration however busy the machine is (tried by its timing alone, the
 * tap came after the app was ready in 5 of 24 runs with the machine loaded, and proved nothing); each test checks
 * that it did.
 */
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const desktop = { viewport: { width: 1280, height: 800 } };

type SlowPage = {
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
type SlowOptions = {
  reducedMotion?: 'reduce';
  cpuSlowdown?: number;
  /** A selector for the answer to the first tap, whose first appearance and its frame the page notes. */
  answer?: string;
};

/** The pages still open, so that a failed test can say what state they were in (see `afterEach` below). */
const openPages = new Set<Page>();

async function openSlowed(
  browser: Browser,
  path: string,
  device: typeof phone | typeof desktop,
  { cpuSlowdown = 6, answer, ...options }: SlowOptions = {},
): Promise<SlowPage> {
  const context = await browser.newContext({ ...device, ...options });
  await blockOutsideRequests(context);
  // When the answer first showed, noted by the page as it happens (a test that starts looking only once its
  // commands come back, on a loaded machine up to a second later, would not know): the frame that paints it, where
  // the visitor could first see it and where the loader counts the visitor's reaction time from.
  if (answer)
    await context.addInitScript((selector) => {
      const state = window as unknown as { answerPaintedAt?: number };
      const watcher = new MutationObserver(() => {
        if (!document.querySelector(selector)?.checkVisibility()) return;
        watcher.disconnect();
        requestAnimationFrame(() => (state.answerPaintedAt = performance.now()));
      });
      watcher.observe(document, { attributes: true, childList: true, subtree: true });
    }, answer);
  // Whether the app was ready at the visitor's first tap, read at the tap itself (window, capture phase: before the
  // hydration loader or React sees it), not after Playwright returns, which on a loaded machine can be much later.
  await context.addInitScript(() => {
    const state = window as unknown as { readyAtFirstTap?: boolean; readyAtTaps: boolean[]; presses: Press[] };
    state.readyAtTaps = [];
    state.presses = [];
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
        // Clicks the visitor made, not the loader's replays of them (`isTrusted` is false for those).
        if (event.isTrusted) state.readyAtTaps.push(isReady);
      },
      { capture: true },
    );
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
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

/** Opens `path` slowed, taps `control` the moment it shows, and lets the app's code arrive. */
async function tapEarly(
  browser: Browser,
  path: string,
  device: typeof phone | typeof desktop,
  control: (page: Page) => Locator,
  options: SlowOptions = {},
): Promise<SlowPage> {
  const slowed = await openSlowed(browser, path, device, options);
  const tap = await tapWhenVisible(slowed.page, control(slowed.page), device === phone);
  slowed.releaseApp();
  expect(tap?.wasReady, `${path}: the tap came before the app was ready`).toBe(false);
  return { ...slowed, firstTap: { x: tap!.x, y: tap!.y } };
}

/** As `tapEarly`, with a tap on `second` after the one on `first`, both before the app's code arrives. */
async function tapTwiceEarly(
  browser: Browser,
  path: string,
  device: typeof phone | typeof desktop,
  first: (page: Page) => Locator,
  second: (page: Page) => Locator,
): Promise<SlowPage> {
  const slowed = await openSlowed(browser, path, device);
  const { page } = slowed;
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
  slowed.releaseApp();
  expect(tap?.wasReady, `${path}: the first tap came before the app was ready`).toBe(false);
  expect(readyAtTaps, `${path}: both taps came before the app was ready`).toEqual([false, false]);
  return slowed;
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

type TappedTwice = SlowPage & { tapSpot: () => Promise<void> };

/**
 * As `tapEarly`, then taps the same spot again `secondTapAfterPaintMs` after the frame that paints `answer` (a
 * selector: the dialog, the pressed state), as a visitor who saw nothing happen does. `tapSpot` taps the spot again.
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
  options: SlowOptions = {},
): Promise<TappedTwice> {
  // Slowed 4×, as issue 41 measured: a phone slow enough to tap twice, quick enough to answer between the taps.
  const slowed = await tapEarly(browser, path, device, control, { cpuSlowdown: 4, ...options, answer });
  const { page, cdp, firstTap } = slowed;
  const isTouch = device === phone;
  const tapSpot = () =>
    isTouch ? page.touchscreen.tap(firstTap!.x, firstTap!.y) : page.mouse.click(firstTap!.x, firstTap!.y);
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
  // Not before it is made: an input stamped in the future is not a tap anyone made.
  const madeAt = answerPaintedAt + secondTapAfterPaintMs;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, madeAt - Date.now())));
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
  return { ...slowed, tapSpot };
}

/** Lets the visitor's reaction time pass, then checks that `answer` still shows: the second tap changed nothing. */
async function expectAnswerKept(page: Page, answer: string) {
  await page.waitForTimeout(reactionMs * 2);
  expect(await page.evaluate(answerShown, answer), `${answer} after a second tap on its way`).toBe(true);
}

async function expectUrlKept(page: Page, path: string) {
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(url.hash).toBe('');
}

// Each test loads a page at a sixth of the CPU's speed over a slow network: give it room.
test.describe.configure({ timeout: 90_000 });

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
      '[role="dialog"]',
    );
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    await expectAnswerKept(page, '[role="dialog"]');
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
      '[role="dialog"]',
    );
    await expectAnswerKept(page, '[role="dialog"]');
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
    // Longer than the slideshow's 5 s turn: it must not have moved on from the chosen image.
    await page.waitForTimeout(6_000);
    await expect(page.getByRole('button', { name: 'Go to image 3' })).toHaveAttribute('aria-current', 'true');
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
      { reducedMotion: 'reduce' },
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
