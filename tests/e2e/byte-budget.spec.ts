import { test, expect } from '../support/fixtures';

// The per-route JavaScript and CSS budget (issue 2) is checked in the route sweep, on its one visit per route.

// Issue 2: image bytes loaded by `/` before scrolling, at most 150 KB. Counted uncompressed, as the files are.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 480, height: 854 },
]) {
  test(`/ loads at most 150 KB of images before scrolling at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const images: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image')
        images.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const loaded = await Promise.all(images);
    const total = loaded.reduce((sum, image) => sum + image.bytes, 0);
    expect(loaded.length, 'the hero image at least').toBeGreaterThan(0);
    expect(total, loaded.map((image) => `${image.url} ${image.bytes}`).join('\n')).toBeLessThanOrEqual(150 * 1024);
  });
}

// Issue 7: the prerendered page is what the browser styles and lays out before its first paint, so icons are one
// path each (src/ui/icon-outline.ts) and a rating one SVG (src/components/stars.tsx), in the HTML and after hydration.
test('icons and ratings add few elements to a page, before and after hydration', async ({ page, request }) => {
  const html = await (await request.get('/reviews/google')).text();
  const icons = [...html.matchAll(/<svg[^>]*class="lucide[^"]*"[^>]*>(.*?)<\/svg>/gs)];
  expect(icons.length).toBeGreaterThan(5);
  for (const [, inner] of icons) expect(inner!.match(/<[a-z]/g)).toHaveLength(1);

  await page.goto('/reviews/google');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const shapesPerIcon = await page
    .locator('svg.lucide')
    .evaluateAll((svgs) => svgs.map((svg) => svg.childElementCount));
  expect(new Set(shapesPerIcon)).toEqual(new Set([1]));
  const elementsPerRating = await page
    .locator('[data-slot="stars"]')
    .evaluateAll((ratings) => ratings.map((rating) => rating.querySelectorAll('*').length));
  expect(elementsPerRating.length).toBeGreaterThan(5);
  // The SVG, two paths, the nested SVG that clips the filled one, and the spoken label.
  for (const count of elementsPerRating) expect(count).toBeLessThanOrEqual(5);
});
