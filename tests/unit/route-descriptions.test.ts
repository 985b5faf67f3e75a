// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeDescription } from '../../src/route-descriptions';
import { routes } from '../../src/routes';

describe('routeDescription', () => {
  it('gives every route of the table a meta description of its own (an alias shares its page’s)', () => {
    const pages = routes.filter((route) => !route.canonical);
    for (const route of routes) expect(routeDescription(route.path).length, route.path).toBeGreaterThan(50);
    expect(new Set(pages.map((route) => routeDescription(route.path))).size).toBe(pages.length);
  });

  it('refuses a path the route table does not have', () => {
    expect(() => routeDescription('/no-such-page')).toThrow(/No meta description/);
  });
});
