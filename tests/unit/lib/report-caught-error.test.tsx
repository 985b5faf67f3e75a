import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadErrorBoundary } from '../../../src/ui/load-error-boundary';
import { reportCaughtError } from '../../../src/lib/report-caught-error';

function BrokenChunk(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

// React's act() outside Testing Library: tell React this environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('reportCaughtError', () => {
  it('reports an error a boundary caught once, as a warning naming the part and its component stack', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const container = document.createElement('div');
    const root = createRoot(container, { onCaughtError: reportCaughtError });
    await act(async () =>
      root.render(
        <LoadErrorBoundary part="booking dialog" fallback={<p>fallback</p>} onError={onError}>
          <BrokenChunk />
        </LoadErrorBoundary>,
      ),
    );
    expect(container.textContent).toBe('fallback');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    const [message, caught, componentStack] = warn.mock.calls[0]!;
    expect(message).toBe('The booking dialog could not be loaded');
    expect(String(caught)).toMatch(/dynamically imported module/);
    expect(componentStack).toMatch(/BrokenChunk/);
    expect(error).not.toHaveBeenCalled();
    act(() => root.unmount());
    warn.mockRestore();
    error.mockRestore();
  });
});
