/**
 * Checks the route sweep runs on a loaded page, each in one call into the page, so that one visit per route and
 * width serves them all (issue 17: focus not obscured, reflow, short viewports, text spacing).
 */
import type { Locator, Page } from '@playwright/test';

/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured: focuses every element in Tab order (DOM order: the site uses no positive
 * tabindex), forward then backward, as Tab and Shift+Tab would, letting the browser scroll it into view as it does for
 * keyboard focus; then samples a 5 × 5 grid of points in its box with `elementFromPoint`. Returns each control of
 * which less than half was visible (covered by the sticky header, the floating buttons or anything else).
 */
export async function hiddenFocusStops(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, iframe, summary, [tabindex]';
    const tabbable = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert], [aria-hidden="true"]') &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: false }),
    );
    const describe = (element: HTMLElement) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const problems = new Set<string>();
    for (const [direction, order] of [
      ['forward', tabbable],
      ['backward', [...tabbable].reverse()],
    ] as const) {
      window.scrollTo(0, direction === 'forward' ? 0 : document.documentElement.scrollHeight);
      for (const element of order) {
        element.focus();
        if (document.activeElement !== element) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        let visible = 0;
        for (let column = 0; column < 5; column += 1)
          for (let row = 0; row < 5; row += 1) {
            const x = box.left + ((column + 0.5) * box.width) / 5;
            const y = box.top + ((row + 0.5) * box.height) / 5;
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && (hit === element || element.contains(hit))) visible += 1;
          }
        if (visible < 13) {
          const cover = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const by = cover?.closest('[data-slot]')?.getAttribute('data-slot') ?? cover?.tagName.toLowerCase();
          problems.add(`${describe(element)} ${visible}/25 visible going ${direction}, under ${by ?? 'the edge'}`);
        }
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return [...problems];
  });
}

/** How a keyboard walk of `typedFocusHidden` starts: where the page is and which way Tab goes. */
const typedWalks = [
  { start: 'top', key: 'Tab' },
  { start: 'top', key: 'Shift+Tab' },
  { start: 'End', key: 'Tab' },
  { start: 'End', key: 'Shift+Tab' },
  { start: 'Home', key: 'Tab' },
  { start: 'Home', key: 'Shift+Tab' },
] as const;

/**
 * SC 2.4.11 at a typing pace (issue 35): real Tab and Shift+Tab presses, without a pause, from the top of the page and
 * straight after End or Home (whose animated scroll the browser runs on while focus moves), each walk starting from the
 * document's start as after a click on an empty part of the page. Every focused control is checked once the frame
 * after its focus, and any later scroll while it keeps focus, has been painted, until the page stops scrolling; less
 * than half of it visible (off screen, or under the header or the floating buttons) is a problem. The walks are short
 * (`presses` each, enough to leave the header): `hiddenFocusStops` covers every control at rest; this covers what moves
 * the page while focus moves (a running scroll animation, content drawn late, a font swap).
 */
export async function typedFocusHidden(page: Page, presses = 14): Promise<string[]> {
  await page.evaluate(() => {
    const state = window as unknown as { typedFocusProblems?: string[] };
    if (state.typedFocusProblems) return;
    state.typedFocusProblems = [];
    const visibleShare = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return 1;
      let visible = 0;
      for (let column = 0; column < 5; column += 1)
        for (let row = 0; row < 5; row += 1) {
          const x = box.left + ((column + 0.5) * box.width) / 5;
          const y = box.top + ((row + 0.5) * box.height) / 5;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === element || element.contains(hit))) visible += 1;
        }
      return visible / 25;
    };
    // After the frame is painted: a task queued from a frame callback runs once that frame's rendering is done.
    const pending = new Set<Element>();
    const checkAfterPaint = (element: Element) => {
      if (pending.has(element)) return;
      pending.add(element);
      requestAnimationFrame(() =>
        setTimeout(() => {
          pending.delete(element);
          if (document.activeElement !== element || element === document.body) return;
          if (visibleShare(element) >= 0.5) return;
          const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
          const box = element.getBoundingClientRect();
          state.typedFocusProblems!.push(
            `<${element.tagName.toLowerCase()}> "${label}" at ${Math.round(box.top)} px in a ${innerHeight} px viewport`,
          );
        }),
      );
    };
    addEventListener('focusin', (event) => checkAfterPaint(event.target as Element), true);
    addEventListener('scroll', () => document.activeElement && checkAfterPaint(document.activeElement), {
      capture: true,
      passive: true,
    });
  });
  const problems = new Set<string>();
  for (const walk of typedWalks) {
    await page.evaluate((start) => {
      if (start === 'Home') window.scrollTo(0, document.documentElement.scrollHeight);
      if (start === 'top') window.scrollTo(0, 0);
      // Sequential focus navigation starts from where focus last was: from the document's start, as after a click
      // near its top, whatever the previous walk left.
      const marker = document.createElement('span');
      marker.tabIndex = -1;
      document.body.prepend(marker);
      marker.focus({ preventScroll: true });
      marker.remove();
    }, walk.start);
    if (walk.start !== 'top') await page.keyboard.press(walk.start);
    // Sent together, not one round trip each: the browser gets them as fast as a held-down key repeats, or faster.
    if (walk.key === 'Shift+Tab') await page.keyboard.down('Shift');
    await Promise.all(Array.from({ length: presses }, () => page.keyboard.press('Tab')));
    if (walk.key === 'Shift+Tab') await page.keyboard.up('Shift');
    // Until the page has not scrolled for three frames (a second at most), so that no late move goes unseen.
    const seen = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const state = window as unknown as { typedFocusProblems: string[] };
          let quietFrames = 0;
          const onScroll = () => (quietFrames = 0);
          addEventListener('scroll', onScroll, { capture: true, passive: true });
          const finish = () => {
            removeEventListener('scroll', onScroll, { capture: true });
            setTimeout(() => resolve(state.typedFocusProblems.splice(0)));
          };
          const deadline = performance.now() + 1000;
          const frame = () => {
            quietFrames += 1;
            if (quietFrames > 3 || performance.now() > deadline) finish();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    for (const problem of seen) problems.add(`${problem} (${walk.start}, then ${walk.key})`);
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  return [...problems];
}

/** SC 1.4.10 Reflow: how far the page is wider than the viewport (0 when it reflows without sideways scrolling). */
export async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const widest =
      overflow <= 0
        ? []
        : [...document.body.querySelectorAll<HTMLElement>('*')]
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .filter((element) => !element.closest('[data-scroll-region]'))
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`);
    return { overflow, widest };
  });
}

/**
 * Lets the page render two frames, or 200 ms pass: a headless Chromium under load sometimes renders no frames for a
 * while, and an unbounded wait hung a CI run for a minute. What the checks read after it forces its own style and
 * layout anyway.
 */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 200)),
    ]),
  );
}

/**
 * The share of the viewport covered by chrome that stays on screen while reading (fixed or sticky elements), after
 * scrolling into the page.
 */
export async function stickyChromeShare(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight / 3)));
  await afterTwoFrames(page);
  return page.evaluate(() => {
    let covered = 0;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (element.parentElement?.closest('[data-chrome-counted]')) continue;
      const box = element.getBoundingClientRect();
      const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
      const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      if (width * height > 0) element.setAttribute('data-chrome-counted', '');
      covered += width * height;
    }
    for (const element of document.querySelectorAll('[data-chrome-counted]'))
      element.removeAttribute('data-chrome-counted');
    window.scrollTo(0, 0);
    return covered / (innerWidth * innerHeight);
  });
}

/**
 * SC 1.4.12 Text Spacing: applies the criterion's overrides (line height 1.5, letter spacing 0.12em, word spacing
 * 0.16em, paragraph spacing 2em) and returns each element with text that then clips it: a box that hides its
 * overflow and is now too small for its content. Visually hidden text (1 px boxes) is not clipped for anyone's eyes.
 */
export async function textClippedBySpacing(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'text-spacing-check';
    style.textContent =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } ' +
      'p { margin-bottom: 2em !important; }';
    document.head.append(style);
  });
  await afterTwoFrames(page);
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.textContent?.trim() || !element.checkVisibility()) continue;
      const computed = getComputedStyle(element);
      const hides = (value: string) => value === 'hidden' || value === 'clip';
      if (!hides(computed.overflowX) && !hides(computed.overflowY)) continue;
      const visuallyHidden = computed.clip.startsWith('rect') || computed.clipPath !== 'none';
      if (visuallyHidden || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const tooTall = hides(computed.overflowY) && element.scrollHeight > element.clientHeight + 2;
      // A carousel's viewport hides its other slides on purpose; only its height can clip text.
      const isCarousel = element.querySelector('[aria-roledescription="slide"]') !== null;
      const tooWide = hides(computed.overflowX) && !isCarousel && element.scrollWidth > element.clientWidth + 2;
      if (tooTall || tooWide)
        clipped.push(
          `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 50)} "${element.textContent.trim().slice(0, 30)}"`,
        );
    }
    document.getElementById('text-spacing-check')?.remove();
    return clipped;
  });
}

type FrameState = {
  pending: boolean;
  pathname: string;
  dialogShown: boolean;
  /** What the page renders a frame late on a client navigation (navigation/page-navigation.tsx). */
  belowTheFold: 'shown' | 'pending below the first screen' | 'pending on the first screen';
};

/**
 * Clicks `control` and reads the page in two frames, each before it is painted: the frame that follows the click's
 * handlers (`first`), and the first frame in which the control no longer shows that it took the tap (`answered`),
 * the same frame when the tap was answered in its own task. Each holds whether the control shows it took the tap
 * (`data-tap-pending`), the path, whether a dialog is shown, and where what a new page renders a frame late stands.
 * For controls that must answer a tap in its next paint, with the answer itself or with their taken look, and show
 * the answer in the frame the look goes (issues 15 and 41: readiness/after-next-paint.ts).
 */
export async function framesAfterClick(control: Locator): Promise<{ first: FrameState; answered: FrameState }> {
  const frames = control.evaluate(
    (element) =>
      new Promise<{ first: FrameState; answered: FrameState }>((resolve) => {
        const read = (): FrameState => {
          const belowTheFold = document.querySelector('[data-slot="below-the-fold"][data-pending]');
          return {
            pending: element.hasAttribute('data-tap-pending'),
            pathname: location.pathname,
            dialogShown: [...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
              dialog.checkVisibility(),
            ),
            belowTheFold: !belowTheFold
              ? 'shown'
              : belowTheFold.getBoundingClientRect().top >= innerHeight
                ? 'pending below the first screen'
                : 'pending on the first screen',
          };
        };
        // Runs before the app's handler; the frame callbacks run after it, before each paint.
        element.addEventListener(
          'click',
          () =>
            requestAnimationFrame(() => {
              const first = read();
              const untilAnswered = () => {
                const now = read();
                if (now.pending) requestAnimationFrame(untilAnswered);
                else resolve({ first, answered: now });
              };
              untilAnswered();
            }),
          { once: true },
        );
      }),
  );
  await control.click();
  return frames;
}

/** Where a page's content rendered a frame late on a client navigation begins, from the document's top; null if none. */
export function belowTheFoldTop(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const belowTheFold = document.querySelector('[data-slot="below-the-fold"]');
    return belowTheFold ? belowTheFold.getBoundingClientRect().top + window.scrollY : null;
  });
}

/**
 * In the page, from now on: notes every key press, pointer press and click at whose end focus was lost, on `<body>`
 * or on a control no longer shown (Chromium keeps a focused element that was hidden or removed as the active one
 * until its next frame). The end of the event's task is when a timer set as the event starts runs, after its handlers
 * and the updates they flush. A dialog that closes and leaves focus there for a task before putting it back on its
 * trigger makes a screen reader announce the whole document in between (Orca: "… document web.", issue 34).
 * Self-contained, so every engine's adapter can send it (tests/engines/); `focusLosses` reads the notes.
 */
export function startWatchingFocusLoss(): void {
  const losses: string[] = [];
  (window as unknown as { focusLosses: string[] }).focusLosses = losses;
  for (const type of ['keydown', 'pointerdown', 'click']) {
    window.addEventListener(
      type,
      (event) =>
        setTimeout(() => {
          const focused = document.activeElement;
          const where =
            !focused || focused === document.body
              ? 'body'
              : !focused.isConnected || !focused.checkVisibility()
                ? `${focused.tagName.toLowerCase()} no longer shown`
                : null;
          if (where) losses.push(`after ${type} ${event instanceof KeyboardEvent ? event.key : ''}: ${where}`);
        }),
      true,
    );
  }
}

/** In the page: what `startWatchingFocusLoss` noted. */
export function focusLosses(): string[] {
  return [...(window as unknown as { focusLosses: string[] }).focusLosses];
}

/** `startWatchingFocusLoss` in a Playwright page; call the function it returns for the notes. */
export async function watchFocusLoss(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(startWatchingFocusLoss);
  return () => page.evaluate(focusLosses);
}
