/** The <head> tags of one prerendered page. */
export type HeadInput = {
  title: string;
  description: string;
  canonicalUrl: string;
  fontHref?: string | undefined;
  structuredData?: readonly object[];
  shareImageUrl?: string;
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

export function escapeHtml(text: string): string {
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
  shareImageUrl,
  contentSecurityPolicy,
}: HeadInput): string {
  const image = shareImageUrl ?? new URL('/images/og-share.png', canonicalUrl).href;
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
