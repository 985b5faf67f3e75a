/**
 * Gives `control` the look of a tap that was taken but is not answered yet (`data-tap-pending`, drawn by styles.css):
 * the mark the hydration loader puts on a control tapped before the app is ready (scripts/build/hydration-loader.ts), used
 * by the app while a tap waits for a frame or for code. Returns the function that clears it.
 */
export function markTapTaken(control: HTMLElement | null | undefined): () => void {
  control?.setAttribute('data-tap-pending', '');
  return () => control?.removeAttribute('data-tap-pending');
}
