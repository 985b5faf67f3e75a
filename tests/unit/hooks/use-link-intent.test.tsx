import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLinkIntent } from '../../../src/hooks/use-link-intent';

function Links({ onIntent }: { onIntent: (path: string) => void }) {
  useLinkIntent(onIntent);
  return (
    <nav>
      <a href="/contact">
        <span>Contact</span>
      </a>
      <a href="/about">About</a>
      <a href="https://www.facebook.com/example">Facebook</a>
      <button type="button">Not a link</button>
    </nav>
  );
}

describe('useLinkIntent', () => {
  it('reports the path of a link to this site when it is pointed at, focused or touched', () => {
    const onIntent = vi.fn();
    render(<Links onIntent={onIntent} />);
    // From a child of the link, as a real pointer over the label would.
    fireEvent.pointerOver(screen.getByText('Contact'));
    fireEvent.focusIn(screen.getByRole('link', { name: 'About' }));
    expect(onIntent.mock.calls).toEqual([['/contact'], ['/about']]);
  });

  it('reports each path once, and ignores other sites and non-links', () => {
    const onIntent = vi.fn();
    render(<Links onIntent={onIntent} />);
    const contact = screen.getByRole('link', { name: 'Contact' });
    fireEvent.pointerOver(contact);
    fireEvent.focusIn(contact);
    fireEvent.touchStart(contact);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Facebook' }));
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Not a link' }));
    expect(onIntent.mock.calls).toEqual([['/contact']]);
  });

  it('stops listening when unmounted', () => {
    const onIntent = vi.fn();
    const { unmount } = render(<Links onIntent={onIntent} />);
    const about = screen.getByRole('link', { name: 'About' });
    unmount();
    document.body.append(about);
    fireEvent.pointerOver(about);
    expect(onIntent).not.toHaveBeenCalled();
    about.remove();
  });
});
