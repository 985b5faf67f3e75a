/**
 * What a journey does, in a visitor's terms, over any engine's `Visitor`: open a page and wait for the app, find a
 * control by what it shows, click or key it, and read what the page then shows. Every read is a function run in the
 * page, so it means the same in each engine.
 */
import { expect } from '@playwright/test';
import { axeRunOptions, axeSource, axeTags } from '../axe';
import { baseURL } from '../../../harness/hosts/servers';
import type { PageFunction, Visitor } from '../../../harness/engines/visitor';

/** Opens `path` (on the site under test unless it is a full URL) and waits until React has hydrated all of it. */
export async function gotoHydrated(visitor: Visitor, path: string): Promise<void> {
  await visitor.goto(path.startsWith('http') ? path : `${baseURL}${path}`);
  await untilHydrated(visitor);
}

/**
 * Waits until the page's app is ready and the content kept as prerendered until then has hydrated too, so what a test
 * reads below the first screen is the app's state, not the prerender's. A look made as a load or a reload begins can
 * find a document with no root element yet (Firefox, once in a newcomer's run): that is a page not ready, not an error.
 */
export function untilHydrated(visitor: Visitor, what = 'the app hydrated'): Promise<void> {
  return until(visitor, isHydrated, undefined, what);
}

/** In the page: whether its app is ready and fully hydrated (src/readiness/app-ready.ts). */
function isHydrated(): boolean {
  // The type says there is always a root element; a document the browser has only begun has none.
  const root = document.documentElement as HTMLElement | null;
  return root?.dataset.fullyHydrated === 'true';
}

/** Polls `condition` in the page until it returns true (7 s, as the rest of the suite waits). */
export async function until<Arg>(
  visitor: Visitor,
  condition: PageFunction<Arg, boolean>,
  arg: Arg,
  what: string,
  timeout = 7_000,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await visitor.evaluate(condition, arg)) return;
    if (Date.now() - started > timeout) throw new Error(`${visitor.engine}: waited ${timeout} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the element matching `selector` is shown (rendered, not hidden by CSS). */
export function untilShown(visitor: Visitor, selector: string, what: string): Promise<void> {
  return until(visitor, (query) => !!document.querySelector(query)?.checkVisibility(), selector, what);
}

/** Waits until the element matching `selector` is gone or hidden. */
export function untilGone(visitor: Visitor, selector: string, what: string): Promise<void> {
  return until(visitor, (query) => !document.querySelector(query)?.checkVisibility(), selector, what);
}

/**
 * A control found as a visitor finds it: the element matching `selector` (within `within`, if given) whose
 * accessible text (aria-label, else its text) is `name`, or the first match when no name is given.
 */
export type Target = { selector: string; name?: string | RegExp; within?: string };

/** Brings the control into the middle of the viewport and returns its centre, in viewport CSS pixels. */
export async function centreOf(visitor: Visitor, target: Target): Promise<{ x: number; y: number }> {
  const point = await visitor.evaluate(
    ({ selector, name, nameIsPattern, within }) => {
      const scope = within ? document.querySelector(within) : document;
      const matches = (element: Element) => {
        if (name === undefined) return true;
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
        return nameIsPattern ? new RegExp(name).test(text) : text === name;
      };
      const element = [...(scope?.querySelectorAll(selector) ?? [])].find(matches);
      if (!element) return null;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    {
      selector: target.selector,
      name: target.name instanceof RegExp ? target.name.source : target.name,
      nameIsPattern: target.name instanceof RegExp,
      within: target.within,
    },
  );
  if (!point) throw new Error(`${visitor.engine}: no ${describeTarget(target)} on the page`);
  return point;
}

function describeTarget({ selector, name, within }: Target): string {
  return `${selector}${name ? ` named ${String(name)}` : ''}${within ? ` in ${within}` : ''}`;
}

/** Clicks the middle of a control with the mouse, as a visitor does. */
export async function click(visitor: Visitor, target: Target): Promise<void> {
  const { x, y } = await centreOf(visitor, target);
  await visitor.clickAt(x, y);
}

/** Gives a control focus without a click (a journey that starts at that control, as after a Tab walk). */
export async function focus(visitor: Visitor, target: Target): Promise<void> {
  await centreOf(visitor, target);
  await visitor.evaluate(
    ({ selector, name, within }) => {
      const scope = within ? document.querySelector(within) : document;
      const element = [...(scope?.querySelectorAll<HTMLElement>(selector) ?? [])].find(
        (candidate) =>
          name === undefined ||
          (candidate.getAttribute('aria-label') ?? candidate.textContent ?? '').replace(/\s+/g, ' ').trim() ===
            name,
      );
      element?.focus();
    },
    { selector: target.selector, name: target.name as string | undefined, within: target.within },
  );
}

/** A short description of what has focus: tag, test id or id, and its accessible text. */
export function focused(visitor: Visitor): Promise<string> {
  return visitor.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const id = element.getAttribute('data-testid') ?? element.id;
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${element.tagName.toLowerCase()}${id ? `#${id}` : ''} "${text.slice(0, 40)}"`;
  }, undefined);
}

/** Waits until what has focus is inside the element matching `selector` (a dialog that has taken focus). */
export function untilFocusInside(visitor: Visitor, selector: string, what: string): Promise<void> {
  return until(
    visitor,
    (container) => !!document.querySelector(container)?.contains(document.activeElement),
    selector,
    what,
  );
}

/** Whether what has focus is inside the element matching `selector`. */
export function focusInside(visitor: Visitor, selector: string): Promise<boolean> {
  return visitor.evaluate(
    (container) => !!document.querySelector(container)?.contains(document.activeElement),
    selector,
  );
}

/** Whether the element matching `selector` is shown (rendered and not hidden by CSS). */
export function isShown(visitor: Visitor, selector: string): Promise<boolean> {
  return visitor.evaluate((query) => {
    const element = document.querySelector(query);
    return !!element && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  }, selector);
}

/** Runs axe in the page (injected once per document) and returns each violation with its rule and selectors. */
async function axeViolations(visitor: Visitor): Promise<string[]> {
  const loaded = await visitor.evaluate(() => 'axe' in window, undefined);
  if (!loaded) await visitor.runScript(axeSource);
  return visitor.evaluate(
    async ({ tags, options }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, ...options });
      return violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ` +
          violation.nodes.map((node) => node.target.join(' ')).join(', '),
      );
    },
    { tags: axeTags, options: axeRunOptions },
  );
}

/** Fails with every axe violation named, in the state the page is in now. */
export async function expectNoAxeViolations(visitor: Visitor, context: string): Promise<void> {
  expect(await axeViolations(visitor), `axe violations ${context} in ${visitor.version}`).toEqual([]);
}

/**
 * Checks that the page is laid out at `width` as the top-level document, unzoomed: the window's layout width, a
 * visual viewport at scale 1, not in a frame, and the document as wide, less the engine's classic scrollbar where it
 * draws one beside a page that scrolls (Firefox headless, 12 px; WebKitGTK's overlay scrollbar takes none, so there
 * the document is `width` wide).
 */
export async function expectLayoutWidth(visitor: Visitor, width: number, where: string): Promise<void> {
  const layout = await visitor.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position: absolute; top: -200px; width: 100px; height: 100px; overflow: scroll';
    document.body.append(probe);
    const scrollbar = probe.offsetWidth - probe.clientWidth;
    probe.remove();
    return {
      inner: innerWidth,
      document: [innerWidth, innerWidth - scrollbar].includes(document.documentElement.clientWidth)
        ? innerWidth
        : document.documentElement.clientWidth,
      scale: visualViewport?.scale ?? 1,
      topLevel: window.top === window,
    };
  }, undefined);
  expect(layout, `the layout ${where}`).toEqual({
    inner: width,
    document: width,
    scale: 1,
    topLevel: true,
  });
}
