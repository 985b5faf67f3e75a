import { render, waitFor } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App, preloadRoute } from '../../../src/app';
import { findRoute } from '../../../src/routes';

/**
 * The reader computes names for the targets of DOM mutations, some already removed (a closing dropdown); the name
 * of a detached element with `aria-labelledby` asks its root (that element, not a document) for `getElementById`,
 * and the reader's promise rejects. Elements answer it as a document would, in this test environment only.
 */
function letDetachedTreesResolveIds(): void {
  if ('getElementById' in Element.prototype) return;
  Object.defineProperty(Element.prototype, 'getElementById', {
    configurable: true,
    value(this: Element, id: string) {
      return this.querySelector(`#${CSS.escape(id)}`);
    },
  });
}

/** The whole app at `path`, hydrated, with the virtual screen reader started over the document. */
export async function openSiteWithScreenReader(path: string): Promise<void> {
  // The reader asks for ::before/::after styles, which jsdom logs as not implemented on every call; our pseudo
  // elements carry no text, so the element's own style is an honest answer.
  const computeStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computeStyle(element));
  letDetachedTreesResolveIds();
  const route = findRoute(path);
  if (!route) throw new Error(`No route for ${path}`);
  await preloadRoute(route);
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App />
    </Router>,
  );
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-hydrated', 'true'));
  await virtual.start({ container: document.body });
}

/** The phrases spoken while `action` runs, and only those. */
export async function spokenDuring(action: () => unknown): Promise<string[]> {
  await virtual.clearSpokenPhraseLog();
  await action();
  return virtual.spokenPhraseLog();
}

/**
 * Reads on from the reader's position (the start of the document after `virtual.start`) until `phrase` is spoken,
 * and returns the phrase after it: what a visitor reading line by line hears next.
 */
export async function readForwardUntil(phrase: string, maxSteps = 2000): Promise<string> {
  for (let step = 0; step < maxSteps; step += 1) {
    await virtual.next();
    if ((await virtual.lastSpokenPhrase()) === phrase) {
      await virtual.next();
      return virtual.lastSpokenPhrase();
    }
  }
  throw new Error(`"${phrase}" was not read within ${maxSteps} steps`);
}
