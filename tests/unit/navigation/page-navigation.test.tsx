import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Navigation } from '../../../src/navigation/landing';
import { BelowTheFold, NavigationContext } from '../../../src/navigation/page-navigation';

const page = (
  <>
    <h1>Dental Implants</h1>
    <BelowTheFold>
      <h2>Aftercare</h2>
    </BelowTheFold>
  </>
);

/** The page as a navigation of `navigation`'s kind renders it. */
function after(kind: Omit<Navigation, 'path'>) {
  const navigation = { path: '/services/dental-implants', ...kind };
  return (
    <NavigationContext value={{ current: () => navigation, subscribe: () => () => {}, land: () => {} }}>
      {page}
    </NavigationContext>
  );
}

describe('BelowTheFold', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is in the prerendered page and in the page a load hydrates, which matches it', async () => {
    const html = renderToString(page);
    expect(html).toContain('<h2>Aftercare</h2>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    container.remove();
  });

  it('on a page opened by a link, comes once the first screen has been painted', () => {
    const { container } = render(after({ kind: 'link', hash: '' }));
    expect(screen.getByRole('heading', { name: 'Dental Implants' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Aftercare' })).toBeNull();
    // An empty screen's height holds the footer below the first screen meanwhile.
    expect(container.querySelector('[data-slot="below-the-fold"][data-pending]')).toHaveClass('min-h-screen');
    act(() => vi.runAllTimers());
    expect(screen.getByRole('heading', { name: 'Aftercare' })).toBeInTheDocument();
    expect(container.querySelector('[data-pending]')).toBeNull();
  });

  it('comes at once on a page opened by a link to one of its fragments, which may lie below the first screen', () => {
    render(after({ kind: 'link', hash: '#aftercare' }));
    expect(screen.getByRole('heading', { name: 'Aftercare' })).toBeInTheDocument();
  });

  it('comes at once on a page reached by Back or Forward, so the place left is there to return to', () => {
    render(after({ kind: 'traversal', hash: '', place: { scrollY: 2400 } }));
    expect(screen.getByRole('heading', { name: 'Aftercare' })).toBeInTheDocument();
  });
});
