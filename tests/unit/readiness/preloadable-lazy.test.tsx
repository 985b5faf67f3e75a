import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../src/readiness/preloadable-lazy';

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

describe('showWhenLoaded', () => {
  /** A module that arrives, or fails, when the test says so; fetched again, it stays on its way. */
  function heldModule() {
    let arrive!: () => void;
    let fail!: () => void;
    const module = new Promise<{ default: typeof Greeting }>((resolve, reject) => {
      arrive = () => resolve({ default: Greeting });
      fail = () => reject(new Error('offline'));
    });
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockReturnValueOnce(module)
      .mockReturnValue(new Promise(() => {}));
    return { load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
  }

  /** A button that opens the lazy component, as Book and a gallery card do. */
  function renderOpener(lazy: ReturnType<typeof preloadableLazy<{ name: string }>>) {
    function Opener() {
      const [isShown, setIsShown] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={(event) => lazy.showWhenLoaded(() => setIsShown(true), event.currentTarget)}
          >
            Open
          </button>
          <Suspense fallback={<p>Loading</p>}>{isShown && <lazy.Component name="Asha" />}</Suspense>
        </>
      );
    }
    render(<Opener />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(trigger);
    return trigger;
  }

  it('shows at once when the module is here', async () => {
    const lazy = preloadableLazy(() => Promise.resolve({ default: Greeting }));
    await lazy.preload();
    const trigger = renderOpener(lazy);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('data-tap-pending');
  });

  it('marks the trigger until the module arrives, then shows it without a fallback in between', async () => {
    const held = heldModule();
    const trigger = renderOpener(preloadableLazy(held.load));
    // A fallback shown here would hold the content back for React's 300 ms reveal throttle once the module came.
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('data-tap-pending');
    await held.arrive();
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('data-tap-pending');
    expect(held.load).toHaveBeenCalledTimes(1);
  });

  it('on a failure, clears the mark and shows the component, which fetches again as before', async () => {
    const held = heldModule();
    const trigger = renderOpener(preloadableLazy(held.load));
    await held.fail();
    expect(trigger).not.toHaveAttribute('data-tap-pending');
    // Its error boundary handles a second failure (the booking dialog sends the visitor to the contact page).
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(held.load).toHaveBeenCalledTimes(2);
  });
});
