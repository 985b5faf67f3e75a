import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../src/lib/preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadableLazy', () => {
  it('renders a preloaded component in the same render, without suspending', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const { Component, preload } = preloadableLazy(load);
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Asha" />
      </Suspense>,
    );
    // No await: the content is there at once, not after a retry.
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, and fetches once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const { Component, preload } = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Greeting });
    const { Component, preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('offline');
    await act(() => preload());
    render(<Component name="Meera" />);
    expect(screen.getByText('Hello Meera')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
