import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFoundPage, notFoundTitle } from '../../../src/pages/not-found-page';
import { clinic } from '../../../src/content/clinic';
import { buildHead, buildNotFoundDocument } from '../../../scripts/build/head';

describe('NotFoundPage', () => {
  it('says the page was not found and that the visitor is taken home, under one h1', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText(/taking you to the home page/)).toBeInTheDocument();
  });

  it('offers the header’s links and the main number', () => {
    render(<NotFoundPage />);
    const links = within(screen.getByRole('navigation', { name: 'Site' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['About Us', '/about'],
      ['Reviews', '/reviews'],
      ['Our Smiles', '/smile-gallery'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getByRole('link', { name: clinic.phones.main.display })).toHaveAttribute(
      'href',
      `tel:${clinic.phones.main.e164}`,
    );
    expect(screen.getByRole('link', { name: /, home page$/ })).toHaveAttribute('href', '/');
  });
});

describe('buildNotFoundDocument', () => {
  const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
  // Every page's template as the prerender reads it: index.html, its stylesheet inlined.
  const template = readFileSync('index.html', 'utf8').replace(
    '<!--head-->',
    '<!--head-->\n    <style data-href="/assets/index.css">body{color:#151a23}</style>',
  );
  const head = {
    title: notFoundTitle,
    canonicalUrl: `${clinic.siteOrigin}/`,
    fontHref: '/assets/inter.woff2',
    contentSecurityPolicy: policy,
  };
  const html = buildNotFoundDocument({ template, head, body: renderToStaticMarkup(createElement(NotFoundPage)) });

  it('sends the visitor home at once without JavaScript, as hosting.spec.ts expects', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toMatch(/<script/i);
  });

  it('carries the site’s stylesheet, font and Content-Security-Policy', () => {
    expect(html).toContain('<style data-href="/assets/index.css">body{color:#151a23}</style>');
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${policy}" />`);
    expect(html).toContain('<title>Page not found | Pearlcrest Dental &amp; Implant Centre</title>');
  });

  it('has the head every page has, from the one builder, without what a page to share adds', () => {
    const pageHead = buildHead(head);
    for (const tag of pageHead.split('\n    ')) expect(html).toContain(tag);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('name="description"');
  });

  it('refuses a body that would run a script', () => {
    expect(() => buildNotFoundDocument({ template, head, body: '<script>alert(1)</script>' })).toThrow(
      /no script/,
    );
  });
});
