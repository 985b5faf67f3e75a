import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import {
  markPlace,
  placeOverFrames,
  placeTolerancePx,
  scrollIntoMain,
  visibleLinkToAnotherPage,
  type PlaceMark,
} from './history-place';

/** Taps a control where it is: Playwright's own tap first scrolls a sticky header's control "into view". */
export async function tapWhereItIs(page: Page, control: Locator): Promise<void> {
  const box = (await control.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

export async function expectPlaceKept(page: Page, mark: PlaceMark, context: string): Promise<void> {
  const now = await page.evaluate(placeOverFrames, { mark, frames: 20 });
  expect(now.text, `the same element at the top ${context}`).toBe(mark.text);
  for (const top of now.tops)
    expect(Math.abs(top - mark.top), `its offset ${top} against ${mark.top} ${context}`).toBeLessThanOrEqual(
      placeTolerancePx,
    );
}

/**
 * From far down the page shown, follows a link to another page and comes Back: the element that was at the top is
 * there again and stays (the route sweep's check of every route). A link on screen is clicked where it is; on a page
 * with none there, a footer link is followed by a click event sent to it, as the place must not move before leaving.
 */
export async function expectBackToThePlace(page: Page, context: string): Promise<void> {
  const path = new URL(page.url()).pathname;
  await page.evaluate(scrollIntoMain, 0.6);
  const mark = (await page.evaluate(markPlace))!;
  expect(mark, `an element at the top of the viewport ${context}`).not.toBeNull();
  const onScreen = await page.evaluate(visibleLinkToAnotherPage);
  if (onScreen) await page.mouse.click(onScreen.x, onScreen.y);
  else
    await page.evaluate((here) => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('footer a[href^="/"]')];
      links.find((link) => link.pathname !== here && !link.hash)!.click();
    }, path);
  await expect(page).not.toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
  await expectPlaceKept(page, mark, context);
}
