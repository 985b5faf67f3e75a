import { services } from '../../src/content/services';
import { screenshotMoment } from '../../visual/still-page';
import {
  centreOf,
  click,
  expectLayoutWidth,
  expectNoAxeViolations,
  focus,
  focused,
  gotoHydrated,
  isShown,
  until,
  untilGone,
  untilShown,
} from '../support/engines/journey';
import { expectScreenshot, holdStill } from '../support/engines/screenshots';
import { test, expect } from '../support/engines/test';
import type { Visitor } from '../../harness/engines/visitor';

const trigger = { selector: '[data-testid="services-trigger"]' };
const menu = '[data-testid="services-menu"]';
const menuToggle = { selector: '[data-testid="menu-toggle"]' };

/** The Services entry of the main navigation: the link to /services beside the dropdown's trigger. */
const servicesLink = { selector: 'nav[aria-label="Main"] a[href="/services"]' };

const menuLinks = (visitor: Visitor) =>
  visitor.evaluate(
    (selector) =>
      [...(document.querySelector(selector)?.querySelectorAll('a') ?? [])].map((link) => link.textContent?.trim()),
    menu,
  );

test.describe('Services dropdown', () => {
  test.use({ viewportSize: { width: 1280, height: 800 }, fixedTime: screenshotMoment });

  test('by pointer: opens on hover with the twelve services, closes on leave, a link navigates and closes it', async ({
    visitor,
  }) => {
    await gotoHydrated(visitor, '/');
    const link = await centreOf(visitor, servicesLink);
    await visitor.hover(link.x, link.y);
    await untilShown(visitor, menu, 'the list open');
    expect(await menuLinks(visitor)).toEqual(services.map((service) => service.menuLabel));
    await visitor.hover(640, 700);
    await untilGone(visitor, menu, 'the list closed');

    const { x, y } = await centreOf(visitor, trigger);
    await visitor.hover(x, y);
    await untilShown(visitor, menu, 'the list open');
    const first = services[0]!;
    await click(visitor, { selector: 'a', name: first.menuLabel, within: menu });
    await until(
      visitor,
      (path) => location.pathname === path,
      `/services/${first.slug}`,
      'the service page after a client navigation',
    );
    await untilGone(visitor, menu, 'the list closed');
  });

  test('by keyboard: Enter opens, Tab reaches the first service, Escape closes and returns to the trigger', async ({
    visitor,
  }) => {
    await gotoHydrated(visitor, '/');
    await focus(visitor, trigger);
    await visitor.press('Enter');
    await untilShown(visitor, menu, 'the list open');
    expect(
      await visitor.evaluate(
        () => document.querySelector('[data-testid="services-trigger"]')?.getAttribute('aria-expanded'),
        undefined,
      ),
    ).toBe('true');
    await visitor.press('Tab');
    await expect.poll(() => focused(visitor)).toBe(`a "${services[0]!.menuLabel}"`);
    await visitor.press('Escape');
    await untilGone(visitor, menu, 'the list closed');
    await expect.poll(() => focused(visitor)).toMatch(/#services-trigger/);
  });

  // At 1280 only: below 768 px the list opens inside the mobile menu, checked below.
  test('open: passes axe and looks as its baseline', async ({ visitor }, testInfo) => {
    await gotoHydrated(visitor, '/');
    await holdStill(visitor);
    // From the keyboard: a mouse that rests on the trigger opens the list by hover, and a click after that rest
    // closes it again (Radix), so a pointer's timing would decide the state shot.
    await focus(visitor, trigger);
    await visitor.press('Enter');
    await untilShown(visitor, menu, 'the list open');
    await expectNoAxeViolations(visitor, 'with the Services dropdown open');
    await expectScreenshot(visitor, testInfo, 'services-dropdown-open.png');
  });
});

test.describe('mobile menu', () => {
  test.use({ fixedTime: screenshotMoment });

  test('the hamburger toggles the menu and its dropdown; a link closes it; axe passes while open', async ({
    visitor,
    phoneWidths,
  }, testInfo) => {
    await visitor.resize(phoneWidths[0]!, 640);
    await gotoHydrated(visitor, '/');
    await holdStill(visitor);
    expect(await isShown(visitor, '#site-menu')).toBe(false);
    await click(visitor, menuToggle);
    await untilShown(visitor, '#site-menu', 'the menu open');
    expect(
      await visitor.evaluate(
        () => document.querySelector('[data-testid="menu-toggle"]')?.getAttribute('aria-expanded'),
        undefined,
      ),
    ).toBe('true');
    // The menu open at each phone width, from one opening: the window is resized under it.
    for (const width of phoneWidths) {
      await visitor.resize(width, 640);
      await expectLayoutWidth(visitor, width, `with the menu open at ${width}px`);
      await holdStill(visitor);
      await expectScreenshot(visitor, testInfo, 'mobile-menu-open.png');
    }
    await focus(visitor, trigger);
    await visitor.press('Enter');
    await untilShown(visitor, menu, 'the list open');
    for (const width of [...phoneWidths].reverse()) {
      await visitor.resize(width, 640);
      await expectNoAxeViolations(visitor, `with the mobile menu and its dropdown open at ${width}px`);
    }
    await click(visitor, menuToggle);
    await untilGone(visitor, '#site-menu', 'the menu closed');

    await click(visitor, menuToggle);
    await untilShown(visitor, '#site-menu', 'the menu open');
    await click(visitor, { selector: 'a', name: 'About Us', within: '#site-menu' });
    await until(visitor, () => location.pathname === '/about', undefined, 'the about page');
    await untilGone(visitor, '#site-menu', 'the menu closed');
  });
});
