/**
 * Every page is prerendered, so its content, links, `tel:` and `mailto:` work before any JavaScript runs; the app's
 * JavaScript only adds behaviour (hydration). The prerender replaces Vite's module script with this small inline
 * loader, placed at the end of <head> so that it runs before anything of the page can be painted or tapped. It does
 * three things.
 *
 * 1. Loads the app after the first paint, all of it at once. Vite's `<script type="module">` would be fetched the
 *    moment the HTML is scanned, and on a slow phone its bytes would share the first round trips with the HTML, the
 *    inline CSS, the font and the hero image (Lighthouse, mobile: FCP 1.4 s → 0.8 s, LCP 1.75 s → 1.2 s on `/` by
 *    waiting; a `<link rel="modulepreload" fetchpriority="low">` per module in the HTML cost the same: LCP 1.2 s →
 *    2.3 s, since Lighthouse counts every request started before the largest paint). So the loader waits for the
 *    browser's first-contentful-paint entry (the next frame is too early: its presentation can come later), or not
 *    at all in a hidden tab, which does not paint; after 3 s in any case. Then, in one DOM insertion, it asks for the
 *    entry *and every module the page needs to hydrate* (`data-preload`, written by the prerender from Vite's
 *    manifest), so the browser fetches them in parallel instead of discovering them one round trip per level of
 *    imports (entry → React → the page's chunk → its icons; issue 15).
 *
 * 2. Keeps every tap made before the app is ready. Until then a click on a button (a carousel arrow, a filter, a
 *    gallery card, the Services trigger) would do nothing, and a click on a control whose no-JavaScript form is a
 *    link (Book Appointment → /contact, Menu → #site-menu, marked `data-tap-key`) would leave for that link, though
 *    the app is about to give the control its real behaviour. The loader runs only where JavaScript runs, so with
 *    it in place the app will run: it takes such clicks (capture phase on window, before React's listeners), marks
 *    the control `data-tap-pending` (styles.css shows it is working), and once the app says it is ready
 *    (`app:ready`, src/readiness/app-ready.ts) clicks each control again, now handled by React, one per task in the
 *    order of the taps (issue 35: a filter, then All, ends on All). Repeated taps on one control count once, at the
 *    last: a visitor who gets no response taps again, and replaying both would undo a toggle. Should
 *    the app fail to start (`app:failed`, or the entry cannot be fetched), the links are followed as without
 *    JavaScript and the capture stops. A second tap on the spot of a replayed one, made before the visitor could have
 *    seen its answer, is the same tap again and changes nothing (issue 41): on a slow phone it was on its way as the
 *    answer appeared, and would hit what the answer put there (the form's Cancel where Book was) or toggle it back.
 *
 * 3. Keeps keyboard focus in view while the page moves under it (issue 35). Chromium runs the animated scroll of End,
 *    Home or Page Down on over the scroll that brings a newly focused control into view, so Tab pressed straight after
 *    End left focus far off screen (1,175 px above the viewport on /contact); and before the app is ready, sections
 *    drawn late (`content-visibility`, styles.css) and the web font's swap move the page after that scroll. So after
 *    a keyboard focus (`:focus-visible`, not in a fixed or sticky box), in the next frame, on any scroll and on any
 *    change of the page's height, a control outside the band the page's scroll-padding leaves is scrolled back into
 *    it, after a smooth scroll of nothing that ends the browser's animation. A wheel, a touch, a pointer press or any
 *    key but Tab (the visitor scrolling) ends this until the next focus. It stays after the app is ready.
 *
 * The code is constant (file names travel in data attributes), so one `sha256` in the Content-Security-Policy allows
 * exactly this script and no other inline one. The prerender fails if public/_headers lacks the hash.
 */
import { createHash } from 'node:crypto';
import { minifySync } from 'vite';

/** Runs in the browser: plain ES5 syntax, no imports, no file names. Shipped minified (hydrationLoaderCode). */
const hydrationLoaderSource = `(function (loader) {
  var taps = [];
  var isSettled = false;
  var capture = function (event) {
    var control = event.target && event.target.closest && event.target.closest('button, [data-tap-key]');
    if (!control || control.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A control tapped again counts once, at its last tap: of two filters, the one chosen last wins.
    taps = taps.filter(function (tap) { return tap.control !== control; });
    // Where the finger was: the control's box on screen as it was tapped.
    taps.push({ control: control, spot: control.getBoundingClientRect() });
    control.setAttribute('data-tap-pending', '');
  };
  addEventListener('click', capture, true);
  var settle = function (isAppReady) {
    if (isSettled) return;
    isSettled = true;
    removeEventListener('click', capture, true);
    // One tap per task, in the order they were made: the app renders what one did before the next is replayed, as
    // between a visitor's taps. Replayed in one task, All after a filter saw All still pressed and did nothing.
    var replayNext = function () {
      var tap = taps.shift();
      if (!tap) return;
      var control = tap.control;
      control.removeAttribute('data-tap-pending');
      var key = control.getAttribute('data-tap-key');
      if (!isAppReady) {
        if (key && control.href) location.assign(control.href);
      } else {
        var current = control.isConnected ? control : key && document.querySelector('[data-tap-key="' + key + '"]');
        if (current) {
          guardSpot(tap.spot, current);
          current.click();
        }
      }
      setTimeout(replayNext);
    };
    setTimeout(replayNext);
  };

  // A visitor who sees nothing happen taps again. A second tap on the spot of a replayed tap, made before the
  // visitor could have seen its answer, is the same tap again: it changes nothing, though what is under the finger
  // has changed (the booking form's Cancel where Book was) or would toggle back (Menu). "Before the visitor could
  // have seen it" is until 300 ms after the answer, and after the paint of what it changed under the finger (below):
  // a simple visual reaction takes 200-250 ms, and a tap on what appeared takes longer still (issue 41). A tap after
  // that does what it hits, Cancel included.
  var reactionMs = 300;
  var guarded = [];
  var isOnGuardedSpot = function (event) {
    // When the finger touched, not when the page got to it: a phone busy painting the answer (or with what follows
    // it) hands the press over a few hundred milliseconds late, and a tap made before the visitor could have seen
    // the answer is still the same tap again. Every current browser stamps an input event with the moment the system
    // took it, on the clock of performance.now(); the smaller of the two, should one not.
    var pressedAt = Math.min(event.timeStamp, performance.now());
    return guarded.some(function (guard) {
      var spot = guard.spot;
      // A finger lands a few pixels off its first tap.
      return pressedAt < guard.until && event.clientX >= spot.left - 8 && event.clientX <= spot.right + 8 &&
        event.clientY >= spot.top - 8 && event.clientY <= spot.bottom + 8;
    });
  };
  // Every event of a tap, from the press that begins it (where it is judged) to its click, however late a busy phone
  // sends it; a press that turns into a scroll (pointercancel) sends none, and a keyboard's click has no press.
  var tapEvents = ['pointerdown', 'touchstart', 'mousedown', 'pointerup', 'touchend', 'mouseup', 'click', 'pointercancel'];
  var isSwallowingTap = false;
  var stopGuarding = function () {
    tapEvents.forEach(function (type) { removeEventListener(type, swallowRepeat, true); });
  };
  var swallowRepeat = function (event) {
    if (event.type === 'pointerdown') {
      isSwallowingTap = event.isPrimary && isOnGuardedSpot(event);
      // A guard ends with the first press made after its end, not at a time on the clock: a phone hands presses over
      // in the order they were made, so none made inside it can come after this one, however late a busy page gets
      // to it (a tap made 150 ms after the answer came 2.4 s later on a loaded machine, after a guard let go on a
      // timer had gone, and turned the carousel on to the third image).
      var pressedAt = Math.min(event.timeStamp, performance.now());
      guarded = guarded.filter(function (guard) { return pressedAt < guard.until; });
      if (!guarded.length) stopGuarding();
    }
    if (!isSwallowingTap) return;
    if (event.cancelable) event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click' || event.type === 'pointercancel') isSwallowingTap = false;
  };
  var guardSpot = function (spot, control) {
    // Until the answer, at most 10 s: the app marks a control it answers later (after a frame, or once its code has
    // arrived) as pending, and clears the mark as it answers.
    var guard = { spot: spot, until: performance.now() + 10000 };
    if (!guarded.length)
      tapEvents.forEach(function (type) {
        addEventListener(type, swallowRepeat, { capture: true, passive: type.indexOf('touch') === 0 });
      });
    guarded.push(guard);
    var isAnswered = false;
    var answer = new MutationObserver(function () { if (!control.hasAttribute('data-tap-pending')) answered(); });
    var answered = function () {
      if (isAnswered) return;
      isAnswered = true;
      answer.disconnect();
      // The visitor sees the answer when it is painted. On a busy phone that can be a long task after the change
      // (hydration, code fetched on the first tap): the reaction time counts from the frame that paints it, and the
      // guard holds until then. What the answer changes under the finger can render a task or a few frames later
      // (a carousel's slide, after its state): each such change in the next 300 ms moves the guard's end to 300 ms
      // after the frame that paints it. No later: what changes after that (a menu's size, a slideshow) was not
      // brought by the tap, and a visitor who has seen the answer may tap again. Changes elsewhere (a prefetch's
      // link in the head) move nothing. So a guard ends less than 600 ms after the answer's frame. Each moment is the
      // frame's own time, the stamp its callbacks are given (Event Timing's, and a test's probe's): read from the
      // clock in a callback run late in a long frame, it came later, and the guard outlasted the 600 ms and
      // swallowed a tap made after them (issue 63).
      requestAnimationFrame(function (paintedAt) {
        guard.until = paintedAt + reactionMs;
        var isUnderFinger = function (record) {
          var changed = record.target.nodeType === 1 ? record.target : record.target.parentElement;
          var box = changed && changed.getBoundingClientRect();
          return !!box && box.right >= spot.left && box.left <= spot.right && box.bottom >= spot.top &&
            box.top <= spot.bottom;
        };
        var changes = new MutationObserver(function (records) {
          if (!records.some(isUnderFinger)) return;
          requestAnimationFrame(function (changePaintedAt) {
            if (changePaintedAt < paintedAt + reactionMs) guard.until = changePaintedAt + reactionMs;
          });
        });
        changes.observe(document.documentElement, { attributes: true, childList: true, characterData: true, subtree: true });
        setTimeout(function () { changes.disconnect(); }, reactionMs);
      });
    };
    answer.observe(control, { attributes: true, attributeFilter: ['data-tap-pending'] });
    // The click is replayed in this task: a control left unmarked after it was answered in it.
    setTimeout(function () { if (!control.hasAttribute('data-tap-pending')) answered(); });
  };
  document.addEventListener('app:ready', function () { settle(true); });

  var kept = null;
  var keepInView = function () {
    if (!kept || document.activeElement !== kept) return;
    var box = kept.getBoundingClientRect();
    var root = getComputedStyle(document.documentElement);
    var top = parseFloat(root.scrollPaddingTop) || 0;
    var bottom = innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
    if (box.height === 0) return;
    // A control taller than the room between the header and the floating buttons (the comparison table's scrolling
    // region on a phone) is in view with its top at the top of that room, where it is brought; left out, the End or
    // Home animation carried it off screen as focus landed on it.
    var isTall = box.height > bottom - top;
    if (isTall ? Math.abs(box.top - top) <= 1 : box.top >= top && box.bottom <= bottom) return;
    // A smooth scroll of nothing ends the browser's own animated scroll (End, Home, Page Down), which otherwise runs
    // on over the focus and this scroll alike.
    window.scrollBy({ top: 0, behavior: 'smooth' });
    kept.scrollIntoView({ block: isTall ? 'start' : 'nearest' });
  };
  addEventListener('focusin', function (event) {
    var target = event.target;
    kept = null;
    if (!target.matches || !target.matches(':focus-visible')) return;
    for (var box = target; box && box.nodeType === 1; box = box.parentNode) {
      var position = getComputedStyle(box).position;
      if (position === 'fixed' || position === 'sticky') return;
    }
    kept = target;
    requestAnimationFrame(keepInView);
  }, true);
  var dropKept = function () { kept = null; };
  addEventListener('wheel', dropKept, { capture: true, passive: true });
  addEventListener('touchstart', dropKept, { capture: true, passive: true });
  addEventListener('pointerdown', dropKept, true);
  addEventListener('scroll', keepInView, { capture: true, passive: true });
  addEventListener('keydown', function (event) {
    if (event.key !== 'Tab' && event.key !== 'Shift') dropKept();
  }, true);
  if (window.ResizeObserver) new ResizeObserver(keepInView).observe(document.documentElement);
  document.addEventListener('app:failed', function () { settle(false); });

  var load = function () {
    var modules = document.createDocumentFragment();
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = loader.dataset.entry;
    entry.onerror = function () { settle(false); };
    // The entry is the largest file: its request goes first (a script element's own fetch starts after the links').
    [loader.dataset.entry].concat(loader.dataset.preload.split(' ')).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      modules.appendChild(link);
    });
    modules.appendChild(entry);
    document.head.appendChild(modules);
  };
  var loaded = false;
  var loadOnce = function () {
    if (loaded) return;
    loaded = true;
    load();
  };
  if (document.visibilityState === 'hidden') return loadOnce();
  // A safety net: should no paint ever be reported, hydrate anyway.
  setTimeout(loadOnce, 3000);
  var paintTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (paintTypes.indexOf('paint') < 0) {
    requestAnimationFrame(function () { setTimeout(loadOnce); });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    loadOnce();
  }).observe({ type: 'paint', buffered: true });
})(document.currentScript);`;

/**
 * The loader as every page carries it, inline: minified, since its comments and names are most of its bytes and every
 * first visit pays for them (issue 41: 2,855 → 1,459 bytes brotli). The CSP hash is taken of this, the shipped code.
 */
export const hydrationLoaderCode = minified(hydrationLoaderSource);

function minified(source: string): string {
  const { code, errors } = minifySync('hydration-loader.js', source, {
    compress: { target: 'es2015' },
    mangle: true,
  });
  if (errors.length > 0) throw new Error(`The hydration loader does not minify: ${errors[0]!.message}`);
  return code.trim();
}

/** The CSP source that allows the loader: `'sha256-…'`. */
export const hydrationLoaderHashSource = `'sha256-${createHash('sha256').update(hydrationLoaderCode).digest('base64')}'`;

const moduleScript = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;

/** The entry script's URL in Vite's `dist/index.html`. */
export function entryScriptUrl(html: string): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`Expected one module entry script, found ${entries.length}`);
  return entries[0]!;
}

/**
 * Replaces Vite's entry script of `html` with the loader at the end of <head>; `preload` lists every other module
 * the page needs before it can hydrate, for the loader to request together with the entry. `idlePreload` lists the
 * modules the app requests together once it is ready and the browser idle (`data-idle-preload`, read by
 * src/readiness/app-ready.ts): the parts it fetches then, and all they import.
 */
export function deferHydration(
  html: string,
  preload: readonly string[],
  idlePreload: readonly string[] = [],
): string {
  const entry = entryScriptUrl(html);
  // Vite lists the entry's own imports; the prerender's list has them too, and every other module of the page.
  const viteLinks = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
  for (const [, href] of html.matchAll(viteLinks))
    if (!preload.includes(href!)) throw new Error(`${href} is preloaded by Vite but not in the page's list`);
  for (const list of [preload, idlePreload])
    if (list.some((href) => !/^\/[\w./-]+\.js$/.test(href)))
      throw new Error(`Not a list of our modules: ${list.join(' ')}`);
  if (preload.length === 0) throw new Error('No module to preload');
  const idle = idlePreload.length > 0 ? ` data-idle-preload="${idlePreload.join(' ')}"` : '';
  const loader = `<script data-entry="${entry}" data-preload="${preload.join(' ')}"${idle}>${hydrationLoaderCode}</script>`;
  return html.replace(moduleScript, '').replace(viteLinks, '').replace('</head>', `  ${loader}\n  </head>`);
}
