import { flushSync } from 'react-dom';
import { markTapTaken } from './tap-taken';

/**
 * Runs `task` once the browser has painted the next frame, so what the page shows now (a control marked as working on
 * a tap, a new page's first screen) reaches the screen before `task`'s work does; a tap answered this way ends its
 * task at once, and its Event Timing with the next paint (issue 15). A hidden document paints no frame and runs no
 * frame callback until it is shown again, so there `task` runs at once. Runs `task` once.
 *
 * No timer races the frame on a shown page: with a 100 ms one, a frame that a busy phone (or a loaded test machine)
 * drew later than that let `task` run first, and a new page rendered what lies below its first screen before that
 * screen was painted, the slow frame made slower (issue 63).
 */
export function afterNextPaint(task: () => void): void {
  let hasRun = false;
  const runOnce = () => {
    if (hasRun) return;
    hasRun = true;
    document.removeEventListener('visibilitychange', runIfHidden);
    task();
  };
  const runIfHidden = () => {
    if (document.hidden) setTimeout(runOnce);
  };
  // A frame callback runs before that frame's paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(runOnce));
  document.addEventListener('visibilitychange', runIfHidden);
  runIfHidden();
}

/**
 * Answers a tap whose answer takes a slow phone tens of milliseconds to render (a modal, a new page): the tap's own
 * frame paints `control` marked as taken (markTapTaken), and `answer`'s state updates render, commit and paint in the
 * task right after it. Rendered in the tap's task, that work held back the tap's next paint: 64-112 ms of Event
 * Timing at 4× CPU, against a budget of 100 (issue 41). The mark goes as the answer renders, which is also when the
 * hydration loader starts the reaction time of a replayed tap (scripts/build/hydration-loader.ts).
 */
export function answerTapAfterPaint(control: HTMLElement | null | undefined, answer: () => void): void {
  const clearMark = markTapTaken(control);
  afterNextPaint(() => {
    clearMark();
    flushSync(answer);
  });
}
