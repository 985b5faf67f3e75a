import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferHydration, hydrationLoaderCode } from '../../../../scripts/build/hydration-loader';

const viteHtml = `<!doctype html><html><head><title>x</title>
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-def.js">
</head><body></body></html>`;

describe('deferHydration', () => {
  it('replaces Vite’s entry script and preload links with the loader and its list of modules', () => {
    const html = deferHydration(viteHtml, ['/assets/react-def.js', '/assets/home-page-ghi.js']);
    expect(html.replace(hydrationLoaderCode, '')).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).toContain(
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/home-page-ghi.js">` +
        `${hydrationLoaderCode}</script>\n  </head>`,
    );
  });

  it('adds the modules the app requests once idle, when there are any', () => {
    const html = deferHydration(
      viteHtml,
      ['/assets/react-def.js'],
      ['/assets/booking-dialog-jkl.js', '/assets/dialog-mno.js'],
    );
    expect(html).toContain(
      `<script data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js" ` +
        `data-idle-preload="/assets/booking-dialog-jkl.js /assets/dialog-mno.js">`,
    );
  });

  it('refuses a page whose list lacks a module Vite preloads, or is not a list of our modules', () => {
    expect(() => deferHydration(viteHtml, [])).toThrow(/react-def\.js/);
    expect(() => deferHydration(viteHtml, ['/assets/react-def.js', '"><script>'])).toThrow(/Not a list/);
    expect(() => deferHydration(viteHtml, ['/assets/react-def.js'], ['" onload="x'])).toThrow(/Not a list/);
  });
});

describe('the loader in the page', () => {
  const assign = vi.fn();
  // The clock and the frames are the test's. What the guard of issue 41 judges is how long after the frame that
  // paints an answer a tap comes, a span that real timers on a busy machine (the build runs beside these tests) do
  // not hold to; and a guard left watching on a real clock woke in a later test, or at the environment's teardown.
  let frames: FrameRequestCallback[] = [];
  /**
   * The browser paints: every frame callback asked for so far runs, given the frame's time (now, or earlier for a
   * long frame whose callbacks run late in it).
   */
  const paintFrame = (startedAt = performance.now()) => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(startedAt);
  };
  const after = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <a href="/contact" data-tap-key="book">Book</a>
      <button type="button" id="next">Next</button>`;
    const loader = document.createElement('script');
    loader.dataset.entry = '/assets/index-abc.js';
    loader.dataset.preload = '/assets/react-def.js';
    document.head.appendChild(loader);
    vi.stubGlobal('location', { ...window.location, assign });
    // As the browser runs it: with the loader element as document.currentScript.
    Object.defineProperty(document, 'currentScript', { value: loader, configurable: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    new Function(hydrationLoaderCode)();
    // What would load the app (a frame then a timeout, as jsdom reports no paints, or the 3 s safety net) is dropped.
    vi.clearAllTimers();
    frames = [];
  });
  afterEach(async () => {
    // A guard lets go at the first press made after its end (10 s at the most, for an answer that never came): run
    // that out and press once, so that none is left to judge the next test's taps.
    paintFrame();
    await after(11_000);
    paintFrame();
    const press = new MouseEvent('pointerdown', { bubbles: true, clientX: -1, clientY: -1 });
    Object.defineProperty(press, 'isPrimary', { value: true });
    document.body.dispatchEvent(press);
    vi.useRealTimers();
    frames = [];
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('keeps taps until the app is ready, then replays each control once', async () => {
    const link = document.querySelector('a')!;
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // The link was not followed, and each control shows it is working.
    expect(first.defaultPrevented).toBe(true);
    expect(link.hasAttribute('data-tap-pending')).toBe(true);
    expect(button.hasAttribute('data-tap-pending')).toBe(true);

    link.addEventListener('click', (event) => {
      event.preventDefault();
      clicks('book');
    });
    button.addEventListener('click', () => clicks('next'));
    document.dispatchEvent(new Event('app:ready'));
    // A task each (a timer set while the fake clock runs timers is due a millisecond on).
    await after(10);
    expect(clicks.mock.calls).toEqual([['book'], ['next']]);
    expect(link.hasAttribute('data-tap-pending')).toBe(false);
    expect(button.hasAttribute('data-tap-pending')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('replays one tap per task, in the order of each control’s last tap', async () => {
    const link = document.querySelector('a')!;
    const button = document.querySelector('button')!;
    const tap = (control: HTMLElement) =>
      control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // A filter, then All, then the filter again: the filter was chosen last.
    tap(button);
    tap(link);
    tap(button);
    const clicks: string[] = [];
    link.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push('book');
    });
    // What the app does with a click renders before the next replay: here, the moment of each click is noted.
    button.addEventListener('click', () => clicks.push('next'));
    link.addEventListener('click', () => queueMicrotask(() => clicks.push('book rendered')));
    document.dispatchEvent(new Event('app:ready'));
    await after(10);
    expect(clicks).toEqual(['book', 'book rendered', 'next']);
  });

  it('follows the kept links when the app fails to start', async () => {
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.dispatchEvent(new Event('app:failed'));
    await after(0);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/contact');
  });

  describe('a second tap on the spot of a replayed tap (issue 41)', () => {
    /**
     * A press and its click at (x, y), as a finger's tap sends them, on whatever is there; made at `pressedAt` (on
     * the clock of performance.now()) when the page handles it later than that, else now.
     */
    const tapAt = (target: Element, x: number, y: number, pressedAt?: number) => {
      const press = new MouseEvent('pointerdown', { bubbles: true, cancelable: true, clientX: x, clientY: y });
      Object.defineProperty(press, 'isPrimary', { value: true });
      // jsdom stamps an event with Date.now(), which the loader, taking the smaller of that and performance.now(),
      // reads as now; a browser stamps it with the moment the system took the touch.
      if (pressedAt !== undefined) Object.defineProperty(press, 'timeStamp', { value: pressedAt });
      target.dispatchEvent(press);
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y }));
    };

    it('counts as the same tap until the visitor could have seen the answer; a tap after that counts', async () => {
      const book = document.querySelector('button')!;
      book.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 700, width: 200, height: 48 });
      tapAt(book, 200, 724);
      // Once ready, the app answers a tap later (the booking form, after a frame): it marks the control, then opens.
      book.addEventListener('click', () => {
        book.setAttribute('data-tap-pending', '');
        setTimeout(() => {
          book.removeAttribute('data-tap-pending');
          document.body.insertAdjacentHTML('beforeend', '<button type="button" id="cancel">Cancel</button>');
          document.querySelector('#cancel')!.addEventListener('click', () => cancels.push('cancel'));
        }, 50);
      });
      const cancels: string[] = [];
      document.dispatchEvent(new Event('app:ready'));
      await after(50);
      const cancel = document.querySelector('#cancel')!;
      expect(cancel).not.toBeNull();
      paintFrame();
      // The form's Cancel now sits where Book was; the visitor's second tap, on its way, lands on it.
      tapAt(cancel, 210, 730);
      await after(150);
      tapAt(cancel, 190, 720);
      expect(cancels).toEqual([]);
      // Elsewhere, a tap does what it hits.
      tapAt(cancel, 20, 20);
      expect(cancels).toEqual(['cancel']);
      // Once the visitor could have seen the form (300 ms after its frame), Cancel on the same spot cancels.
      await after(151);
      tapAt(cancel, 200, 724);
      expect(cancels).toEqual(['cancel', 'cancel']);
    });

    it('counts the reaction time from the frame that paints the answer, however long the page is busy first', async () => {
      const next = document.querySelector('button')!;
      next.getBoundingClientRect = () => DOMRect.fromRect({ x: 300, y: 400, width: 44, height: 44 });
      tapAt(next, 322, 422);
      const turns: string[] = [];
      next.addEventListener('click', () => turns.push('turn'));
      document.dispatchEvent(new Event('app:ready'));
      await after(0);
      expect(turns).toEqual(['turn']);
      // The answer is in the page at once, but a long task (hydration going on, a first tap's code) holds its frame.
      await after(400);
      tapAt(next, 322, 422);
      paintFrame();
      // The visitor saw the answer no sooner than that frame: a tap in the 300 ms after it is the same tap again.
      await after(299);
      tapAt(next, 322, 422);
      expect(turns).toEqual(['turn']);
      // Once the visitor could have seen it, Next turns again.
      await after(2);
      tapAt(next, 322, 422);
      expect(turns).toEqual(['turn', 'turn']);
    });

    /**
     * Menu tapped before the app is ready, replayed once it is, and its answer painted: returns the control and its
     * toggles so far (one), at the moment of that frame's callbacks; the frame began `frameBeganEarlierMs` before.
     */
    const menuOpenedByEarlyTap = async (frameBeganEarlierMs = 0) => {
      const menu = document.querySelector('button')!;
      menu.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 48, height: 48 });
      tapAt(menu, 24, 24);
      const toggles: string[] = [];
      menu.addEventListener('click', () => toggles.push('toggle'));
      document.dispatchEvent(new Event('app:ready'));
      // The replay, then the loader's look for the answer, a task later: the menu, which the frame after paints.
      await after(10);
      const frameTime = performance.now() - frameBeganEarlierMs;
      paintFrame(frameTime);
      expect(toggles).toEqual(['toggle']);
      return { menu, toggles, frameTime };
    };

    it('judges a tap by when the finger touched, not by when a busy page got to it', async () => {
      const { menu, toggles } = await menuOpenedByEarlyTap();
      const paintedAt = performance.now();
      // The visitor taps again 100 ms after the menu's paint; the phone, busy, hands the press over 400 ms later.
      await after(500);
      tapAt(menu, 24, 24, paintedAt + 100);
      expect(toggles).toEqual(['toggle']);
      // A tap made now, after the visitor could have seen the menu, closes it.
      tapAt(menu, 24, 24, performance.now());
      expect(toggles).toEqual(['toggle', 'toggle']);
    });

    it('judges a tap made before the visitor could have seen the answer so, however many seconds later it comes', async () => {
      const { menu, toggles } = await menuOpenedByEarlyTap();
      const paintedAt = performance.now();
      // Made 150 ms after the menu's paint, handed over seconds later: a phone busy hydrating, or a loaded machine
      // (2.4 s seen), holds input that long. Nothing else was pressed in between, so the guard is still there.
      await after(5_000);
      tapAt(menu, 24, 24, paintedAt + 150);
      expect(toggles).toEqual(['toggle']);
      // The next tap, made now, is the visitor's answer to the open menu: it closes it.
      tapAt(menu, 24, 24, performance.now());
      expect(toggles).toEqual(['toggle', 'toggle']);
    });

    it('lets go of a spot at the first press made after its guard ended', async () => {
      const { menu, toggles } = await menuOpenedByEarlyTap();
      const paintedAt = performance.now();
      await after(400);
      // A press elsewhere, made after the guard's end: every press made before it has been handed over already.
      tapAt(document.body, 500, 500, performance.now());
      // So a press stamped inside the guard can no longer come; one that claims to is not swallowed.
      tapAt(menu, 24, 24, paintedAt + 100);
      expect(toggles).toEqual(['toggle', 'toggle']);
    });

    it('ends a guard less than 600 ms after the frame that paints the answer, however late in it the page looks', async () => {
      // A long frame on a busy phone: it began 80 ms before its callbacks ran.
      const { menu, toggles, frameTime: paintedAt } = await menuOpenedByEarlyTap(80);
      // Something changes under the finger 290 ms after that frame began; a busy page paints it 85 ms later, after
      // the 300 ms in which a change moves the guard.
      await after(210);
      menu.setAttribute('data-state', 'open');
      await after(85);
      paintFrame();
      // A tap made 600 ms after the answer's frame, by a visitor who has seen the menu, closes it.
      await after(300);
      tapAt(menu, 24, 24, paintedAt + 600);
      expect(toggles).toEqual(['toggle', 'toggle']);
    });

    it('leaves a keyboard’s click alone', async () => {
      const { menu, toggles } = await menuOpenedByEarlyTap();
      // Enter on the focused control: a click with no press before it.
      menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(toggles).toEqual(['toggle', 'toggle']);
      // A tap on its spot, straight after its answer, is the same tap again.
      tapAt(menu, 24, 24);
      expect(toggles).toEqual(['toggle', 'toggle']);
    });
  });
});
