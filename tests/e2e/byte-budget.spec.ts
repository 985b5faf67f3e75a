import { routes } from '../../src/routes';
import { test, expect } from '../support/fixtures';
import { byteBudget, measureRoute } from '../support/asset-weights';

// A byte count, not a timing: stable on a shared machine, so it can gate `npm test` (issue 2).
for (const route of routes) {
  test(`${route.path} loads at most 100 KB of JavaScript and 20 KB of CSS (gzip) before interaction`, async ({
    page,
  }) => {
    const weights = await measureRoute(page, route.path);
    expect(weights.javascript, `JavaScript of ${route.path}: ${weights.files.join(', ')}`).toBeLessThanOrEqual(
      byteBudget.javascript,
    );
    expect(weights.css, `CSS of ${route.path}`).toBeLessThanOrEqual(byteBudget.css);
    expect(weights.files.some((file) => file.endsWith('.js'))).toBe(true);
  });
}
