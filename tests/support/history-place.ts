/**
 * The visitor's place on a page, as the tests of Back and Forward read it (issue 55): the element at the top of the
 * viewport, just below the sticky header, named by its child indices from the body (the same page renders the same
 * tree), with its distance from the viewport's top and its text. Each function runs in the page and is
 * self-contained, so Playwright and every engine's visitor send it as it is.
 */
export type PlaceMark = { path: number[]; top: number; text: string; scrollY: number };

/** How far the element at the top may be from where it was after Back or Forward (issue 55). */
export const placeTolerancePx = 40;

/** The widths Back and Forward are checked at in every engine: the smallest phone, an iPhone, a tablet, a laptop. */
export const placeWidths = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/** The element at the top of the viewport, below the sticky header, inside the page's main content or footer. */
export const markPlace = (): PlaceMark | null => {
  const headerBottom = document.querySelector('[data-slot="site-header"]')?.getBoundingClientRect().bottom ?? 0;
  const y = Math.max(0, headerBottom) + 8;
  const element = document
    .elementsFromPoint(window.innerWidth / 2, y)
    .find((candidate) => candidate.closest('main, footer') && candidate !== document.querySelector('main'));
  if (!element) return null;
  const path: number[] = [];
  for (let node: Element = element; node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node));
  return {
    path,
    top: element.getBoundingClientRect().top,
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
    scrollY: window.scrollY,
  };
};

/**
 * Where the marked element is on each of the next `frames` animation frames, and once more when the web font and the
 * page's eager images have arrived: a jump while the page settles shows as one sample out of place.
 */
export const placeOverFrames = async ({
  mark,
  frames,
}: {
  mark: PlaceMark;
  frames: number;
}): Promise<{ tops: number[]; text: string | null; scrollY: number }> => {
  // Looked up again at each sample: what counts is the element at that place in the page's tree, as rendered now.
  const element = () =>
    mark.path.reduce<Element | undefined>((node, index) => node?.children[index], document.documentElement);
  const topNow = () => element()?.getBoundingClientRect().top ?? Number.NaN;
  const tops: number[] = [];
  await new Promise<void>((resolve) => {
    const sample = () => {
      tops.push(topNow());
      if (tops.length < frames) requestAnimationFrame(sample);
      else resolve();
    };
    requestAnimationFrame(sample);
  });
  await document.fonts.ready;
  // Lazy images far off screen never start: those in view have their width and height, so cannot move it anyway.
  const started = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
  await Promise.all(
    started.map(
      (image) =>
        new Promise((done) => {
          image.addEventListener('load', done, { once: true });
          image.addEventListener('error', done, { once: true });
        }),
    ),
  );
  tops.push(topNow());
  const last = element();
  return {
    tops,
    text: last ? (last.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80) : null,
    scrollY: window.scrollY,
  };
};

/**
 * Scrolls so that the point `share` of the way down the page's main content is at the top of the viewport: far down
 * a long page, not in its footer.
 */
export const scrollIntoMain = (share: number): number => {
  const main = document.querySelector('main')!;
  const box = main.getBoundingClientRect();
  window.scrollTo(0, window.scrollY + box.top + box.height * share);
  return window.scrollY;
};

/**
 * A link to another page of the site shown in the viewport's lower part, below the header (the visitor follows what
 * they see), or null; its centre in viewport pixels.
 */
export const visibleLinkToAnotherPage = (): { x: number; y: number; href: string } | null => {
  const headerBottom = document.querySelector('[data-slot="site-header"]')?.getBoundingClientRect().bottom ?? 0;
  const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"], footer a[href^="/"]')].find(
    (candidate) => {
      const box = candidate.getBoundingClientRect();
      return (
        candidate.pathname !== location.pathname &&
        !candidate.hash &&
        box.height > 0 &&
        box.top > headerBottom + 60 &&
        box.bottom < innerHeight - 80 &&
        candidate.checkVisibility()
      );
    },
  );
  if (!link) return null;
  const box = link.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, href: link.pathname };
};
