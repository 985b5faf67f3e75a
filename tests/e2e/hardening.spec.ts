import { readdirSync, readFileSync } from 'node:fs';
import { pageFile } from '../../scripts/build/page-files';
import { routes } from '../../src/routes';
import { clinic } from '../../src/content/clinic';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, blockOutsideRequests, chunkUrl, holdRequests } from '../support/fixtures';
import { hydrationLoaderCode, hydrationLoaderHashSource } from '../../scripts/build/hydration-loader';
import { bookableDay } from '../support/bookable-day';

/** The prerendered file of a route, as a static host serves it. */
function html(path: string): string {
  return readFileSync(pageFile(path), 'utf8');
}

/** The hydration loader's modules of a page: its entry and its list of what the page needs to hydrate. */
function loaderModules(document: string): { entry: string; preload: string[] } {
  const [, entry, preload] = /<script data-entry="([^"]+)" data-preload="([^"]+)"[^>]*>/.exec(document)!;
  return { entry: entry!, preload: preload!.split(' ') };
}

function jsonLd(document: string): Record<string, unknown>[] {
  return [...document.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

test.describe('search and sharing', () => {
  test('every page has a unique title and description, a canonical URL, Open Graph and Twitter tags, and lang', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      const document = html(route.path);
      expect(document).toMatch(/<html lang="en">/);
      const title = /<title>(.*?)<\/title>/.exec(document)![1]!;
      const description = /<meta name="description" content="(.*?)"/.exec(document)![1]!;
      expect(document).toContain(
        `<link rel="canonical" href="${clinic.siteOrigin}${route.canonical ?? route.path}"`,
      );
      for (const tag of ['og:title', 'og:description', 'og:image', 'og:url'])
        expect(document).toContain(`property="${tag}"`);
      expect(document).toContain('name="twitter:card" content="summary_large_image"');
      if (!route.canonical) {
        expect(titles.has(title), `duplicate title ${title}`).toBe(false);
        expect(descriptions.has(description), `duplicate description on ${route.path}`).toBe(false);
        titles.add(title);
        descriptions.add(description);
      }
    }
  });

  test('Home and Contact describe the clinic as a schema.org Dentist', () => {
    for (const path of ['/', '/contact']) {
      const dentist = jsonLd(html(path)).find((data) => data['@type'] === 'Dentist')!;
      expect(dentist['@context']).toBe('https://schema.org');
      for (const property of [
        'name',
        'address',
        'telephone',
        'email',
        'openingHoursSpecification',
        'url',
        'image',
        'geo',
        'sameAs',
      ]) {
        expect(dentist[property], property).toBeTruthy();
      }
      expect((dentist.address as Record<string, string>)['@type']).toBe('PostalAddress');
      expect(dentist.sameAs).toEqual([clinic.social.instagram.href, clinic.social.youtube.href]);
    }
  });

  test('service pages carry MedicalProcedure data and nested pages a BreadcrumbList', () => {
    for (const route of routes.filter((candidate) => candidate.path.split('/').length > 2)) {
      const data = jsonLd(html(route.path));
      const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList')!;
      const items = breadcrumb.itemListElement as { position: number; item: string; name: string }[];
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(items.at(-1)!.item).toBe(`${clinic.siteOrigin}${route.path}`);
      if (route.path.startsWith('/services/')) {
        const procedure = data.find((item) => item['@type'] === 'MedicalProcedure')!;
        expect(procedure.name).toBe(route.title);
      }
    }
  });

  test('sitemap.xml lists every canonical route and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of routes.filter((candidate) => !candidate.canonical)) {
      expect(sitemap).toContain(`<loc>${clinic.siteOrigin}${route.path}</loc>`);
    }
    expect(sitemap).not.toContain('/home<');
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${clinic.siteOrigin}/sitemap.xml`);
  });
});

test.describe('speed', () => {
  test('every page inlines its CSS and asks for its JavaScript only through the hydration loader', () => {
    for (const route of routes) {
      const document = html(route.path);
      expect(document, route.path).not.toMatch(/<link rel="stylesheet"/);
      expect(document, route.path).toMatch(/<style data-href="\/assets\/[^"]+\.css">/);
      expect(document, route.path).not.toMatch(/<script type="module"|rel="modulepreload"/);
      // The loader's list: every module the page needs to hydrate, requested together with the entry.
      const { preload } = loaderModules(document);
      expect(preload.length, route.path).toBeGreaterThan(0);
      const inlineScripts = [
        ...document.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(
        inlineScripts.map((match) => match[1]),
        route.path,
      ).toEqual([hydrationLoaderCode]);
    }
  });

  test('every chunk is compiled on arrival', () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const chunks = readdirSync('dist/assets').filter((name) => name.endsWith('.js'));
    expect(chunks.filter((name) => !readFileSync(`dist/assets/${name}`, 'utf8').startsWith(hint))).toEqual([]);
  });

  test("no chunk carries Radix's kept function names", () => {
    // Radix wraps each function in `__name(fn, "fn")`, which defines `fn.name` on load and kept unused code in the
    // bundle; the build unwraps them (scripts/build/vite-plugins/radix-without-kept-names.ts). Minified, the helper
    // defines `name`.
    const chunks = readdirSync('dist/assets').filter((name) => name.endsWith('.js'));
    expect(
      chunks.filter((name) => readFileSync(`dist/assets/${name}`, 'utf8').includes('`name`,{value:')),
    ).toEqual([]);
  });

  test('a page asks for at most 15 files before it hydrates', () => {
    // Over a slow phone's HTTP/1.1 (six connections, 150 ms a round trip) each file costs a round trip, not just its
    // bytes (issue 15). The entry holds all it imports (React, the shell) and icons travel in the chunk of the module
    // that draws them (scripts/build/vite-plugins/icons-beside-their-user.ts); as separate files they made `/` ask
    // for 28 and a service page for up to 29.
    for (const route of routes) {
      const { entry, preload } = loaderModules(html(route.path));
      expect([entry, ...preload].length, route.path).toBeLessThanOrEqual(15);
    }
    const entry = readFileSync(`dist${loaderModules(html('/')).entry}`, 'utf8');
    expect(entry).toContain('react.transitional.element');
    expect(entry).toContain('hydrateRoot');
  });

  test('the page’s modules are requested together, only after the prerendered page has painted', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { paintOrder: string[] }).paintOrder = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.name);
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (/\/assets\/[\w-]+\.js$/.test(entry.name)) seen.push(`script ${entry.startTime}`);
      }).observe({ type: 'resource', buffered: true });
    });
    await gotoHydrated(page, '/');
    const order = await page.evaluate(() => (window as unknown as { paintOrder: string[] }).paintOrder);
    const firstPaint = order.indexOf('first-contentful-paint');
    expect(firstPaint).toBeGreaterThanOrEqual(0);
    const scripts = order.filter((name) => name.startsWith('script '));
    expect(order.findIndex((name) => name.startsWith('script '))).toBeGreaterThan(firstPaint);
    // The home page's own chunk was among them, not discovered after the entry ran.
    const starts = scripts.map((name) => Number(name.split(' ')[1]));
    expect(scripts.length).toBeGreaterThan(5);
    expect(Math.max(...starts.slice(0, 5)) - Math.min(...starts.slice(0, 5))).toBeLessThan(100);
  });

  test('the stylesheet inlined in each page is never fetched, not even for code loaded later', async ({
    page,
  }) => {
    // Vite's preload helper, not seeing a <link> for it, fetched it with the gallery modal and the carousel's swipe
    // code, and the browser restyled the whole page (scripts/build/vite-plugins/inlined-stylesheet-is-loaded.ts).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
    });
    const galleryModalCode = page.waitForResponse(/\/assets\/gallery-dialog-[\w-]+\.js$/);
    await gotoHydrated(page, '/smile-gallery/clinic-photos');
    await galleryModalCode;
    await page.getByTestId('gallery-card-button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const swipeCode = page.waitForResponse(/\/assets\/carousel-swipe-[\w-]+\.js$/);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Go to image 2' }).click();
    await swipeCode;
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toEqual([]);
  });

  test('should the app fail to start, a tap on Book Appointment leads to the contact page', async ({ page }) => {
    // The entry module cannot be fetched: the loader gives the taps it kept back to their links.
    await page.route(chunkUrl('index'), (route) => route.abort());
    await page.goto('/');
    await page.getByTestId('book-appointment').click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toHaveText('Contact Us');
  });

  test('pointing at a link to another page fetches that page’s code before the click', async ({ page }) => {
    await gotoHydrated(page, '/');
    const aboutLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
    const aboutCode = page.waitForRequest(/\/assets\/about-page-[\w-]+\.js$/);
    await aboutLink.hover();
    await aboutCode;
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('security', () => {
  test('the host sends the security headers and long caching for hashed assets', async ({ request }) => {
    const page = await request.get('/');
    const headers = page.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Our own files, plus the one inline script the prerender needs (the hydration loader), by its hash.
    expect(headers['content-security-policy']).toContain(`script-src 'self' ${hydrationLoaderHashSource};`);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Left out on purpose: it would cost every visit a fresh renderer process (public/_headers says why).
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html('/'))![1]!;
    expect((await request.get(script)).headers()['cache-control']).toContain('immutable');
  });

  // Every route runs under its Content-Security-Policy without a violation: checked in the route sweep.

  test('every link that opens a new tab is noopener noreferrer and says so', async ({ page }) => {
    for (const path of ['/', '/contact', '/reviews/google']) {
      await gotoHydrated(page, path);
      for (const link of await page.locator('a[target="_blank"]').all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(/opens in a new tab/);
      }
    }
  });
});

test.describe('faults', () => {
  test('with every image blocked, every route renders its heading and no uncaught error', async ({ page }) => {
    test.setTimeout(120_000);
    await page.route(/\.(svg|png|webp|avif|jpg)$/, (route) => route.abort());
    for (const route of routes) {
      await gotoHydrated(page, route.path);
      await expect(page.locator('h1')).toBeVisible();
      if (route.path === '/') {
        await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Go to image 5' })).toBeVisible();
      }
      if (route.path === '/about') await expect(page.getByTestId('image-fallback').first()).toBeVisible();
    }
  });

  test.describe('when code that loads on demand cannot be fetched', () => {
    const blockChunk = (page: Page, name: string) => page.route(chunkUrl(name), (route) => route.abort());
    // Chromium reports the aborted request (a tolerated console error, fixtures.ts); the site logs a warning and
    // carries on, so the console fixture still fails the test on any other error.

    test('Book Appointment leads to the contact page instead', async ({ page }) => {
      await blockChunk(page, 'booking-dialog');
      await gotoHydrated(page, '/about');
      await page.getByTestId('book-appointment').click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.locator('h1')).toHaveText('Contact Us');
    });

    test('the carousel keeps sliding by its buttons without swipe', async ({ page }) => {
      await blockChunk(page, 'carousel-swipe');
      await gotoHydrated(page, '/');
      await page.mouse.move(200, 200);
      await page.mouse.move(300, 300);
      const next = page.getByRole('button', { name: 'Next image' });
      await next.click();
      await expect(page.getByRole('button', { name: 'Go to image 2' })).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('h1')).toBeVisible();
    });

    test('a gallery card whose dialog cannot load leaves the page as it was', async ({ page }) => {
      await blockChunk(page, 'gallery-dialog');
      await gotoHydrated(page, '/smile-gallery/events');
      await page.getByTestId('gallery-card-button').first().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByTestId('gallery-card-button')).toHaveCount(6);
    });

    test('a page whose code fails says so and keeps the site around it', async ({ page }) => {
      await blockChunk(page, 'about-page');
      await gotoHydrated(page, '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
      await expect(page.getByRole('link', { name: 'load the page again' })).toHaveAttribute('href', '/about');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // The next page works as usual.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
      await expect(page.locator('h1')).not.toHaveText('This page could not be loaded');
    });
  });

  test('without JavaScript, navigation, tel: and mailto: links work and Book Appointment links to /contact', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await blockOutsideRequests(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('book-appointment')).toHaveAttribute('href', '/contact');
    await expect(page.getByTestId('call-appointment')).toHaveAttribute('href', /^tel:/);
    await expect(page.locator('footer a[href^="mailto:"]')).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1')).toHaveText('Contact Us');
    await context.close();
  });

  test('without JavaScript at 480px, the menu button opens the menu and its links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 480, height: 854 } });
    await blockOutsideRequests(context);
    const page = await context.newPage();
    await page.goto('/services');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Our Smiles' }).click();
    await expect(page).toHaveURL(/\/smile-gallery$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await context.close();
  });

  test('no layout shift when fonts and images arrive late on a slow network', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/about', '/services/orthodontics']) {
      // The font and the images arrive after the first paint, whatever the machine's speed: held until then.
      const lateFiles = await holdRequests(page, /\.(woff2|svg)$/);
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      lateFiles.release();
      await page.waitForLoadState('networkidle');
      const notYetFetched = await page.evaluate(async () => {
        await document.fonts.ready;
        // Every image the page asked for has arrived (the network is idle); each is decoded and drawn. A lazy image
        // it has not asked for (a carousel's later slide) is left: waiting for it waited for the slideshow to turn
        // to it, 7-9 s of the wall clock on / and /about.
        const fetched = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
        const images = [...document.images];
        await Promise.all(
          images
            .filter((image) => image.complete || fetched.has(image.currentSrc))
            .map((image) => image.decode().catch(() => undefined)),
        );
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return images
          .filter((image) => !image.complete)
          .map((image) => ({ src: image.src, reserved: image.width > 0 && image.height > 0 }));
      });
      expect(await page.evaluate(() => (window as unknown as { cls: number }).cls), path).toBeLessThanOrEqual(
        0.01,
      );
      // The images still to come hold their box already (width and height), so their arrival moves nothing either.
      expect(
        notYetFetched.filter((image) => !image.reserved),
        `${path}: images with no box before they load`,
      ).toEqual([]);
    }
  });

  test('the booking form survives long and hostile input', async ({ page }) => {
    let alerts = 0;
    page.on('dialog', (alert) => {
      alerts += 1;
      void alert.accept();
    });
    await gotoHydrated(page, '/');
    await page.getByTestId('book-appointment').click();
    const long = 'x'.repeat(10_000);
    await page.getByLabel('Full Name').fill(`<img src=x onerror="window.hacked=1">${long}`);
    await page.getByLabel('Email Address').fill('a@b');
    await page.getByLabel('Preferred Date').fill(bookableDay);
    await page.getByLabel('Preferred Time').selectOption('9:00 AM');
    await page.getByLabel('Describe Your Issue').fill(`<script>window.hacked=1</script>${long}`);
    for (const email of ['plainaddress', '@no-local.com', 'two@@example.com']) {
      await page.getByLabel('Email Address').fill(email);
      await page.getByRole('button', { name: 'Request Appointment' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    expect(alerts).toBe(0);
    await page.getByLabel('Email Address').fill('ok@example.com');
    await page.getByRole('button', { name: 'Request Appointment' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(alerts).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  });
});
