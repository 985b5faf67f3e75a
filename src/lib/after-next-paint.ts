/**
 * Runs `task` once the browser has painted the next frame, so what the page shows now (a control marked as working on
 * a tap) reaches the screen before `task`'s work does; a tap answered this way ends its task at once, and its Event
 * Timing with the next paint (issue 15). After 100 ms at the latest, should no frame come (a hidden tab, a stalled
 * renderer). Runs `task` once.
 */
export function afterNextPaint(task: () => void): void {
  let hasRun = false;
  const runOnce = () => {
    if (hasRun) return;
    hasRun = true;
    task();
  };
  // A frame callback runs before that frame's paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(runOnce));
  setTimeout(runOnce, 100);
}
