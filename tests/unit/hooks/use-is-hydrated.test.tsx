import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module for each test: whether the page has hydrated is module state.
let useIsHydrated: typeof import('../../../src/hooks/use-is-hydrated').useIsHydrated;
let markPageHydrated: typeof import('../../../src/readiness/app-ready').markPageHydrated;
beforeEach(async () => {
  vi.resetModules();
  ({ useIsHydrated } = await import('../../../src/hooks/use-is-hydrated'));
  ({ markPageHydrated } = await import('../../../src/readiness/app-ready'));
});

function Control() {
  return useIsHydrated() ? (
    <button type="button">Book Appointment</button>
  ) : (
    <a href="/contact">Book Appointment</a>
  );
}

describe('useIsHydrated', () => {
  it('is false in the prerendered HTML, then true once hydration has committed, with no mismatch', async () => {
    const html = renderToString(<Control />);
    expect(html).toContain('href="/contact"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const link = container.querySelector('a');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Control />, { onRecoverableError });
    });
    // Hydration adopted the prerendered link, then the transition swapped it for the button.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(link).not.toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Book Appointment');
    container.remove();
  });

  it('stays false for a component hydrated after another, until the page is marked hydrated', async () => {
    // The header hydrates (and runs its effects) before the page's Suspense boundary does.
    const header = render(<Control />);
    expect(await screen.findByRole('button', { name: 'Book Appointment' })).toBeInTheDocument();
    const renders: boolean[] = [];
    function Probe() {
      renders.push(useIsHydrated());
      return null;
    }
    const page = render(<Probe />);
    expect(renders[0]).toBe(false);
    page.unmount();
    header.unmount();

    // Once the page's boundary has hydrated, a page opened from a link renders its interactive form at once.
    markPageHydrated();
    renders.length = 0;
    render(<Probe />);
    expect(renders[0]).toBe(true);
  });
});
