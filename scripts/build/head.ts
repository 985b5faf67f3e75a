/** The <head> tags of one prerendered document: a page of the route table, or 404.html. */
export type HeadInput = {
  title: string;
  canonicalUrl: string;
  /**
   * A page to be found and shared: its meta description and social tags. 404.html has none: it is not indexed and
   * sends the visitor home (`redirectTo`).
   */
  description?: string;
  fontHref?: string | undefined;
  structuredData?: readonly object[];
  contentSecurityPolicy?: string;
  /** Not indexed, and the visitor sent to this address at once (404.html, spec §8). */
  redirectTo?: string;
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

/** A page's Open Graph and Twitter tags: what a shared link shows. */
function sharingTags(title: string, description: string, canonicalUrl: string): string[] {
  const image = new URL('/images/og-share.png', canonicalUrl).href;
  return [
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
}

/** The tags every document's <head> gets after the template's own (index.html: charset, viewport, icons). */
export function buildHead({
  title,
  description,
  canonicalUrl,
  fontHref,
  structuredData = [],
  contentSecurityPolicy,
  redirectTo,
}: HeadInput): string {
  const tags = [
    ...(contentSecurityPolicy
      ? [`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy)}" />`]
      : []),
    `<meta name="referrer" content="strict-origin-when-cross-origin" />`,
    ...(redirectTo !== undefined
      ? [
          `<meta name="robots" content="noindex" />`,
          `<meta http-equiv="refresh" content="0; url=${escapeHtml(redirectTo)}" />`,
        ]
      : []),
    `<title>${escapeHtml(title)}</title>`,
    ...(description !== undefined ? [`<meta name="description" content="${escapeHtml(description)}" />`] : []),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    ...(description !== undefined ? sharingTags(title, description, canonicalUrl) : []),
  ];
  if (fontHref) tags.push(`<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin />`);
  for (const data of structuredData)
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

/** What dist/404.html is made of (scripts/build/prerender.ts). */
export type NotFoundDocumentInput = {
  /**
   * Every page's template (dist/index.html with its stylesheet inlined), so the page has the site's head and look;
   * its entry script is left out.
   */
  template: string;
  /** The head's own tags (buildHead); the canonical link is the home page, where the page sends the visitor. */
  head: Omit<HeadInput, 'description' | 'structuredData' | 'redirectTo'>;
  /** The rendered body (src/pages/not-found-page.tsx). */
  body: string;
};

/**
 * The page a static host answers an unknown path with: it sends the visitor home at once (spec §8) by a zero-second
 * <meta http-equiv="refresh">, which needs no JavaScript and, being immediate, is no time limit under WCAG 2.2.1;
 * meanwhile, or where a browser does not follow it, the site's look, a heading and the main links show. No script, so
 * the Content-Security-Policy of every page holds here too.
 */
export function buildNotFoundDocument({ template, head, body }: NotFoundDocumentInput): string {
  const html = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<!--head-->', () => buildHead({ ...head, redirectTo: '/' }))
    .replace('<div id="root"><!--app--></div>', () => body);
  if (!html.includes(body) || html.includes('<!--head-->')) throw new Error('404.html: not a page template');
  if (/<script/i.test(html)) throw new Error('404.html must run no script');
  return html;
}
