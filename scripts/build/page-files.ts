/**
 * Where the build writes each page: `/` → `index.html`, `/about` → `about.html`, `/services/orthodontics` →
 * `services/orthodontics.html`. Netlify, Cloudflare Pages, nginx (`try_files $uri $uri.html`) and the preview server
 * all answer `/about` from `about.html` with a 200 and no redirect, so the address in the canonical link, the sitemap
 * and every internal link is the one a visitor lands on. `about/index.html` would make Cloudflare Pages (and nginx)
 * redirect `/about` to `/about/`, giving every page two addresses.
 */
import { join } from 'node:path';

export function pageFile(path: string, root = 'dist'): string {
  return path === '/' ? join(root, 'index.html') : join(root, `${path.slice(1)}.html`);
}

/** Text files the build also writes brotli- and gzip-compressed, as nginx's `gzip_static` and the preview server serve them. */
export const compressibleFile = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
