import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, answerTapAfterPaint } from '../../../src/readiness/after-next-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame callback only queued it: the frame is painted before it runs.
    expect(task).not.toHaveBeenCalled();
    // 1 ms later, well before the 100 ms fallback.
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it after 100 ms when no frame comes (a hidden tab), and only once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('answerTapAfterPaint', () => {
  it('shows the control as taken for a frame, then clears the mark and answers, once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const control = document.createElement('button');
    const answer = vi.fn(() => expect(control.hasAttribute('data-tap-pending')).toBe(false));
    answerTapAfterPaint(control, answer);
    expect(control.hasAttribute('data-tap-pending')).toBe(true);
    vi.advanceTimersToNextFrame();
    // The frame that paints the mark comes first.
    expect(answer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(control.hasAttribute('data-tap-pending')).toBe(false);
    vi.runAllTimers();
    expect(answer).toHaveBeenCalledTimes(1);
  });
});
