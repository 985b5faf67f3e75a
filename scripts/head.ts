/** The <head> tags of one prerendered page. */
export type HeadInput = {
  title: string;
  description: string;
  canonicalUrl: string;
  fontHref?: string | undefined;
  structuredData?: readonly object[];
  contentSecurityPolicy?: string;
};

/**
 * The policy of public/_headers for a <meta> element: `frame-ancestors` is dropped because browsers ignore it there
 * (and say so in the console); the header still carries it.
 */
export function metaContentSecurityPolicy(headersFile: string): string {
  const line = headersFile.split('\n').find((text) => /^\s+Content-Security-Policy:/.test(text));
  if (!line) throw new Error('public/_headers has no Content-Security-Policy');
  return line
    .replace(/^\s+Content-Security-Policy:\s*/, '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith('frame-ancestors'))
    .join('; ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script> must not be able to close the element. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function buildHead({
  title,
  description,
  canonicalUrl,
  fontHref,
  structuredData = [],
  contentSecurityPolicy,
}: HeadInput): string {
  const image = new URL('/images/og-share.png', canonicalUrl).href;
  const tags = [
    ...(contentSecurityPolicy
      ? [`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy)}" />`]
      : []),
    `<meta name="referrer" content="strict-origin-when-cross-origin" />`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  if (fontHref) tags.push(`<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin />`);
  for (const data of structuredData)
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

/** What dist/404.html is made of (scripts/prerender.ts). */
export type NotFoundDocumentInput = {
  title: string;
  /** The home page's URL: where the page sends the visitor, and its canonical link. */
  homeUrl: string;
  /** Every page's inlined stylesheet, `<style data-href="…">…</style>`, so the page looks like the site. */
  stylesheet: string;
  fontHref?: string | undefined;
  contentSecurityPolicy: string;
  /** The rendered body (src/pages/not-found-page.tsx). */
  body: string;
};

/**
 * The page a static host answers an unknown path with: it sends the visitor home at once (spec §8) by a zero-second
 * <meta http-equiv="refresh">, which needs no JavaScript and, being immediate, is no time limit under WCAG 2.2.1;
 * meanwhile, or where a browser does not follow it, the site's look, a heading and the main links show. No script, so
 * the Content-Security-Policy of every page holds here too.
 */
export function buildNotFoundDocument({
  title,
  homeUrl,
  stylesheet,
  fontHref,
  contentSecurityPolicy,
  body,
}: NotFoundDocumentInput): string {
  if (/<script/i.test(body)) throw new Error('404.html must run no script');
  const tags = [
    `<meta charset="UTF-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1" />`,
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy)}" />`,
    `<meta name="robots" content="noindex" />`,
    `<meta http-equiv="refresh" content="0; url=/" />`,
    `<meta name="theme-color" content="#0f665e" />`,
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(homeUrl)}" />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
  ];
  if (fontHref) tags.push(`<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin />`);
  tags.push(stylesheet);
  return `<!doctype html>
<html lang="en">
  <head>
    ${tags.join('\n    ')}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}
