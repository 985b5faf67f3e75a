import { test } from '@playwright/test';
import { routes } from '../src/routes';
import { expectScreenshot, fullPagePaths, onlyPath, openStill, settle, shotName, shotWidths } from './support';

/** Full-page shots are asked for at 1280 and 480 only. */
const takesFullPages = (width: number) => width !== 768;

for (const route of routes) {
  if (route.canonical) continue; // An alias renders the same page as its canonical path.
  if (onlyPath && route.path !== onlyPath) continue;

  // One visit serves every width (the page widened between shots, as a window is) and, where asked for, the full
  // page. With a visit per width the suite took 70 s on the reference machine; this takes 50, against the same
  // baselines.
  test(`${route.path}`, async ({ page }) => {
    await openStill(page, route.path);
    for (const viewport of shotWidths) {
      await page.setViewportSize(viewport);
      await settle(page);
      const widthFolder = `w${viewport.width}`;
      await expectScreenshot(page, shotName(route.path), {}, widthFolder);
      if (fullPagePaths.has(route.path) && takesFullPages(viewport.width))
        await expectScreenshot(page, shotName(route.path, '--full'), { fullPage: true }, widthFolder);
    }
  });
}
