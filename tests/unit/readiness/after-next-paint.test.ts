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
    // 1 ms later.
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the frame however late it comes on a shown page: no timer runs the task before it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frameCallbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
    const task = vi.fn();
    afterNextPaint(task);
    // A busy machine's next frame, a second away: a timer that raced it let the task run before the paint.
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    for (const callback of frameCallbacks) callback(1_000);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it at once in a hidden document, which paints no frame, or when the document is hidden, and only once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let isHidden = true;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => isHidden);
    const hiddenAtTheStart = vi.fn();
    afterNextPaint(hiddenAtTheStart);
    vi.advanceTimersByTime(1);
    expect(hiddenAtTheStart).toHaveBeenCalledTimes(1);

    isHidden = false;
    const hiddenOnTheWay = vi.fn();
    afterNextPaint(hiddenOnTheWay);
    vi.advanceTimersByTime(1);
    expect(hiddenOnTheWay).not.toHaveBeenCalled();
    isHidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(1);
    expect(hiddenOnTheWay).toHaveBeenCalledTimes(1);

    // Shown again: the frame comes, and neither runs a second time.
    isHidden = false;
    vi.runAllTimers();
    expect(hiddenAtTheStart).toHaveBeenCalledTimes(1);
    expect(hiddenOnTheWay).toHaveBeenCalledTimes(1);
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
