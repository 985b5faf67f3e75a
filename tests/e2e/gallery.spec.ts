import {
  test,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  clickOutsideDialog,
  holdRequests,
  chunkUrl,
  untilModuleLoaded,
} from '../support/fixtures';
import { gallerySections } from '../../src/content/gallery';
import { sectionCount } from '../../src/content/gallery/text';
import { framesAfterClick, watchFocusLoss } from '../support/page-checks';

test.describe('smile gallery', () => {
  for (const section of gallerySections) {
    test(`the index card reaches ${section.id} and its breadcrumb returns`, async ({ page }) => {
      await gotoHydrated(page, '/smile-gallery');
      const card = page.getByTestId('gallery-sections').locator(`a[href="${section.route}"]`);
      await expect(card).toContainText(section.title);
      await expect(card).toContainText(section.seoBadge);
      await expect(card).toContainText(sectionCount(section));
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${section.route}$`));
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(section.title);
      await breadcrumb.getByRole('link', { name: 'Our Smile Gallery' }).click();
      await expect(page).toHaveURL(/\/smile-gallery$/);
    });
  }

  test('filters by mouse, keyboard and URL; an unknown category shows All', async ({ page }) => {
    await gotoHydrated(page, '/smile-gallery/our-work');
    const filters = page.getByTestId('category-filters');
    const grid = page.getByTestId('gallery-grid');
    await expect(grid.locator(':scope > li')).toHaveCount(15);
    await filters.getByRole('radio', { name: 'Implant' }).click();
    await expect(filters.getByRole('radio', { name: 'Implant' })).toHaveAttribute('aria-checked', 'true');
    await expect(grid.locator(':scope > li')).toHaveCount(2);
    await expect(page).toHaveURL(/\?category=implant$/);
    // Clicking the chosen filter again keeps it: the selection is never empty.
    await filters.getByRole('radio', { name: 'Implant' }).click();
    await expect(filters.getByRole('radio', { name: 'Implant' })).toHaveAttribute('aria-checked', 'true');

    await filters.getByRole('radio', { name: 'Implant' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(filters.getByRole('radio', { name: 'Endodontics' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?category=endodontics$/);
    await expect(grid.locator(':scope > li')).toHaveCount(2);

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(filters.getByRole('radio', { name: 'Endodontics' })).toHaveAttribute('aria-checked', 'true');

    await gotoHydrated(page, '/smile-gallery/smile-showcase?category=unicorns');
    await expect(page.getByTestId('category-filters').getByRole('radio', { name: 'All' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByTestId('gallery-grid').locator(':scope > li')).toHaveCount(20);
  });

  for (const path of [
    '/smile-gallery/before-after',
    '/smile-gallery/patient-stories',
    '/smile-gallery/team-gallery',
  ]) {
    test(`the modal on ${path} opens by click and keyboard, stays open on inside clicks, closes three ways, passes axe`, async ({
      page,
      makeAxeBuilder,
    }) => {
      await gotoHydrated(page, path);
      const first = page.getByTestId('gallery-card-button').first();
      const dialog = page.getByTestId('gallery-dialog');

      await first.click();
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(makeAxeBuilder(), `with a modal open on ${path}`);
      // Focus goes back to the card in the task that closes the modal, never to the page's body in between.
      const focusLosses = await watchFocusLoss(page);
      await dialog.locator('p').last().click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();

      await page.keyboard.press('Space');
      await expect(dialog).toBeVisible();
      await clickOutsideDialog(page, dialog);
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();
      expect(await focusLosses()).toEqual([]);
    });
  }

  test('the frame after a tap on a card already answers it, and the modal follows', async ({ page }) => {
    await gotoHydrated(page, '/smile-gallery/clinic-photos');
    // Fetched once the app is idle (gallery-page.tsx): a tap after that is the one the bench times.
    await untilModuleLoaded(page, 'gallery-dialog');
    const card = page.getByTestId('gallery-card-button').first();
    const { first, answered } = await framesAfterClick(card);
    expect(first.pending || first.dialogShown, "the tap's next paint answers it").toBe(true);
    expect(answered.dialogShown, 'the modal shows as the taken look goes').toBe(true);
    await expect(page.getByTestId('gallery-dialog')).toBeVisible();
    await expect(card).not.toHaveAttribute('data-tap-pending');
    await page.keyboard.press('Escape');
    await expect(card).toBeFocused();
  });

  test('a card tapped while the modal is still on its way shows it was taken, and opens the modal as it arrives', async ({
    page,
  }) => {
    const modal = await holdRequests(page, chunkUrl('gallery-dialog'));
    await gotoHydrated(page, '/smile-gallery/clinic-photos');
    const card = page.getByTestId('gallery-card-button').first();
    await card.click();
    await expect(card).toHaveAttribute('data-tap-pending');
    await expect(page.getByTestId('gallery-dialog')).toHaveCount(0);
    modal.release();
    await expect(page.getByTestId('gallery-dialog')).toBeVisible();
    await expect(card).not.toHaveAttribute('data-tap-pending');
    await page.keyboard.press('Escape');
    await expect(card).toBeFocused();
  });
});
