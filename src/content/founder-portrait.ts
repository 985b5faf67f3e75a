/**
 * The founder's portrait, as markup: it is the largest thing /about paints first (its LCP). As a file of its own it
 * came 12-172 ms after the first paint on a slow phone; as a data: URL in the page it is painted with it (issue 41:
 * LCP − FCP 0 ms in 10 of 10 loads, against 12-172 ms), and the prerender and the browser build the same URL. The
 * other portraits stay files under public/images/doctors/, loaded lazily.
 */
const founderPortraitSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="480" viewBox="0 0 400 480"><rect width="400" height="480" fill="#d5f2ee"/><circle cx="330" cy="80" r="90" fill="#ffffff" opacity="0.35"/><path d="M110 200 C100 90 300 90 290 200 L300 330 C270 300 250 250 250 210 L150 210 C150 250 130 300 100 330Z" fill="#2b1d14"/><path d="M60 480 C60 380 120 340 200 340 C280 340 340 380 340 480Z" fill="#ffffff"/><path d="M170 340 L200 400 L230 340Z" fill="#147f75"/><rect x="176" y="290" width="48" height="60" fill="#c68642"/><ellipse cx="200" cy="210" rx="78" ry="92" fill="#c68642"/><path d="M122 200 C118 110 282 110 278 200 C250 150 150 150 122 200Z" fill="#2b1d14"/><circle cx="172" cy="215" r="7" fill="#151a23"/><circle cx="228" cy="215" r="7" fill="#151a23"/><path d="M176 255 Q200 275 224 255" stroke="#151a23" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M120 400 C140 430 150 470 150 480" stroke="#5b6474" stroke-width="6" fill="none"/><circle cx="150" cy="470" r="10" fill="#5b6474"/><rect x="250" y="400" width="50" height="14" rx="4" fill="#ffffff" opacity="0.9"/></svg>';

export const founderPortrait = `data:image/svg+xml,${encodeURIComponent(founderPortraitSvg)}`;
