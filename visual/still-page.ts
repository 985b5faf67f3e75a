/**
 * What makes a page hold still for a screenshot, as functions run in the page: shared by the Chromium visual suite
 * (visual/support.ts) and the engine journeys (tests/support/engines/screenshots.ts), so every engine's shots are
 * taken in the same state.
 */

/**
 * The moment every shot is taken at, as the page's clock sees it: the footer's "open now" line reads it. Noon in the
 * clinic's time zone on a weekday, so the line says the clinic is open.
 */
export const screenshotMoment = new Date('2026-11-25T17:00:00Z');

/**
 * An "open now" line is drawn once its place nears the viewport (components/opening-status-slot.tsx): visits each
 * place until its line replaces it, then goes back to the top.
 */
export async function drawOpeningStatusLines(): Promise<void> {
  for (let place = document.querySelector('[data-slot="opening-status-place"]'); place;) {
    const visited = place;
    visited.scrollIntoView({ block: 'center' });
    await new Promise<void>((resolve) => {
      const check = () => (visited.isConnected ? requestAnimationFrame(check) : resolve());
      check();
    });
    place = document.querySelector('[data-slot="opening-status-place"]');
  }
  window.scrollTo(0, 0);
}

/** Fonts loaded and every image in the document either loaded or failed, so nothing pops in mid-shot. */
export async function settleFontsAndImages(): Promise<void> {
  await document.fonts.ready;
  const images = [...document.images];
  for (const image of images) image.loading = 'eager';
  await Promise.all(
    images
      .filter((image) => !image.complete)
      .map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
  );
}
