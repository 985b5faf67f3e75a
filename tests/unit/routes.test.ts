// @vitest-environment node
/**
 * Every route rendered as the prerender renders it, in development mode, where `cn()` throws on two classes for one
 * property (src/lib/cn.ts): so no page of any family hides an override that loses to the component's own class.
 */
import { describe, expect, it } from 'vitest';
import { render, routes } from '../../src/entry-server';

describe.each(routes.map((route) => [route.path, route] as const))('the route %s', (_path, route) => {
  it('renders with one h1 and no conflicting classes', async () => {
    const html = await render(route);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});
