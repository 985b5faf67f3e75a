import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module for each test: whether the app is ready is module state, shared with HydrateAfterReady.
let readiness: typeof import('../../../src/readiness/app-ready');
let HydrateAfterReady: typeof import('../../../src/readiness/hydrate-after-ready').HydrateAfterReady;
beforeEach(async () => {
  vi.resetModules();
  readiness = await import('../../../src/readiness/app-ready');
  ({ HydrateAfterReady } = await import('../../../src/readiness/hydrate-after-ready'));
});
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  delete document.documentElement.dataset.fullyHydrated;
  document.body.replaceChildren();
});

/** A page as main.tsx hydrates it: a control hydrated at once, and a counter kept for after ready. */
function Page({ later }: { later: ReactNode }) {
  const [taps, setTaps] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        Menu {taps}
      </button>
      <HydrateAfterReady>{later}</HydrateAfterReady>
    </>
  );
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Next {count}
    </button>
  );
}

/** Prerenders `element`, puts the HTML in the document and hydrates it as main.tsx does. */
async function hydratePrerendered(element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  readiness.markHydrationStarted();
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError });
  });
  return { container, onRecoverableError };
}

describe('HydrateAfterReady', () => {
  it('keeps its part as prerendered, without behaviour, until the app is ready; then hydrates the same nodes', async () => {
    const { container, onRecoverableError } = await hydratePrerendered(<Page later={<Counter />} />);
    const menu = screen.getByRole('button', { name: 'Menu 0' });
    const next = screen.getByRole('button', { name: 'Next 0' });

    // The rest of the page is hydrated: its control answers.
    await act(async () => menu.click());
    expect(menu.textContent).toBe('Menu 1');
    // The kept part is not: a click there has nothing to run yet (before ready the loader keeps such a tap).
    await act(async () => next.click());
    expect(next.textContent).toBe('Next 0');

    await act(async () => readiness.announceAppReady());
    await act(async () => next.click());
    // The prerendered button itself, now React's: not drawn again, no mismatch.
    expect(container.querySelector('button:last-of-type')).toBe(next);
    expect(next.textContent).toBe('Next 1');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('hands the first tap after ready to its part, hydrating it first if React has not got to it', async () => {
    const { onRecoverableError } = await hydratePrerendered(<Page later={<Counter />} />);
    const next = screen.getByRole('button', { name: 'Next 0' });
    // In one task with the announcement, before React's own retry has run: the click hydrates the boundary itself.
    act(() => {
      readiness.announceAppReady();
      next.click();
    });
    expect(next.textContent).toBe('Next 1');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('leaves its part alone when the page around it renders again before ready', async () => {
    const { onRecoverableError } = await hydratePrerendered(<Page later={<Counter />} />);
    const next = screen.getByRole('button', { name: 'Next 0' });
    // The Menu's state changes: Page renders again, handing HydrateAfterReady the same children (memo).
    await act(async () => screen.getByRole('button', { name: 'Menu 0' }).click());
    expect(next.isConnected).toBe(true);
    await act(async () => readiness.announceAppReady());
    await act(async () => next.click());
    expect(next.textContent).toBe('Next 1');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('says the page is fully hydrated once every kept part has hydrated, not at ready', async () => {
    await hydratePrerendered(
      <Page
        later={
          <>
            <Counter />
            <HydrateAfterReady>footer</HydrateAfterReady>
          </>
        }
      />,
    );
    const root = document.documentElement;
    let fullyHydratedAtReady: string | undefined;
    await act(async () => {
      readiness.announceAppReady();
      fullyHydratedAtReady = root.dataset.fullyHydrated;
    });
    expect(fullyHydratedAtReady).toBeUndefined();
    expect(root.dataset.fullyHydrated).toBe('true');
  });

  it('does not wait for a kept part that was removed before it hydrated', async () => {
    function Filtered() {
      const [isShown, setIsShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setIsShown(false)}>
            Filter
          </button>
          {isShown && <HydrateAfterReady>card</HydrateAfterReady>}
          <HydrateAfterReady>
            <Counter />
          </HydrateAfterReady>
        </>
      );
    }
    await hydratePrerendered(<Filtered />);
    // Removes the first kept part while React cannot hydrate it yet.
    await act(async () => screen.getByRole('button', { name: 'Filter' }).click());
    expect(document.body.textContent).not.toContain('card');
    await act(async () => readiness.announceAppReady());
    expect(document.documentElement.dataset.fullyHydrated).toBe('true');
  });

  it('is its children where nothing is being hydrated (a page opened by a link, the prerender)', () => {
    render(<Page later={<Counter />} />);
    expect(screen.getByRole('button', { name: 'Next 0' })).toBeInTheDocument();
    expect(renderToString(<HydrateAfterReady>prerendered</HydrateAfterReady>)).toContain('prerendered');
  });
});
