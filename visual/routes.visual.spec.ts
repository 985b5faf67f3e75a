import { test } from '@playwright/test';
import { routes } from '../src/routes';
import { expectScreenshot, fullPagePaths, onlyPath, openStill, shotName } from './support';

/** Full-page shots are asked for at 1280 and 480 only. */
const takesFullPages = (projectName: string) => projectName !== 'w768';

for (const route of routes) {
  if (route.canonical) continue; // An alias renders the same page as its canonical path.
  if (onlyPath && route.path !== onlyPath) continue;

  // One visit serves the viewport shot and, where asked for, the full page.
  test(`${route.path}`, async ({ page }, testInfo) => {
    await openStill(page, route.path);
    await expectScreenshot(page, shotName(route.path));
    if (fullPagePaths.has(route.path) && takesFullPages(testInfo.project.name))
      await expectScreenshot(page, shotName(route.path, '--full'), { fullPage: true });
  });
}
