import type { AppRoute } from '../../src/routes';

/** sitemap.xml: every route of the route table once, aliases (/home) left out for their canonical page. */
export function buildSitemap(routes: readonly AppRoute[], siteOrigin: string): { xml: string; urlCount: number } {
  const listed = routes.filter((route) => !route.canonical);
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    listed.map((route) => `  <url><loc>${siteOrigin}${route.path}</loc></url>`).join('\n') +
    '\n</urlset>\n';
  return { xml, urlCount: listed.length };
}
