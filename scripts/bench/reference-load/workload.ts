/**
 * The reference load (issue 65): a fixed page whose load costs the main thread what a load of this site costs it,
 * the same kinds of work in about the same proportions, so that the bench can slow any machine until this page takes
 * the phone's time (`phoneReferenceMs`). A loop of script alone (Lighthouse's benchmark index) does not see a machine
 * that is slower at styling, laying out, painting or running the browser, and that machine made a slower phone.
 *
 * The page: ~630 elements of prerendered HTML under a ~50 KB stylesheet (~560 rules), and one module script of
 * ~160 KB (about the site's entry unminified) that is parsed and compiled, runs 400 component functions, "hydrates"
 * the 144 prerendered cards (walks them, compares their text with what it would render, attaches listeners), renders
 * 800 new elements, forces style and layout twice (a class on the root changes the layout), and ends at the paint
 * after its work: a `requestAnimationFrame`, then a message posted from it, whose task runs once that frame is
 * painted. The time is `performance.now()` there, from the navigation's start, reported on the console
 * (`__reference:<ms>`).
 *
 * Generated here from fixed seeds, not from the site's build: the site changes, the reference must not.
 * DO NOT CHANGE IT WITHOUT A NOTE: any change to what this file generates changes the phone. Whoever changes it
 * measures `phoneReferenceMs` again (scripts/bench/reference-phone.ts) on the reference machine and writes the new
 * figure, and why, in docs/performance-log.md.
 */

/**
 * The phone's time for the reference load, in ms from navigation start to the paint after its work: this page timed
 * on the 2-core reference machine slowed to Lighthouse's benchmark index 680 (the bench's phone until issue 65),
 * idle, each round of three readings on a CPU rate calibrated just before it and checked slowed (±15%). Measured
 * 2026-12-05 by `scripts/bench/reference-phone.ts`: 57 readings, 351-561 ms, median 441, in two sessions (medians 423
 * and 453): the first's 30 before the script counted other work, the second's 27 from the rounds during which other
 * processes took at most 0.25 of a core; docs/performance-log.md.
 */
export const phoneReferenceMs = 440;

/** A small fixed pseudo-random sequence (mulberry32): the same numbers on every machine and every run. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const words = (
  'smile tooth care clinic gentle visit appointment family dentist implant crown bridge whitening cleaning ' +
  'orthodontics braces aligner check-up hygiene gum enamel filling root canal emergency friendly team modern ' +
  'comfort consultation treatment plan insurance payment weekday evening saturday morning parking accessible'
).split(' ');

function phrase(next: () => number, count: number): string {
  const chosen: string[] = [];
  for (let index = 0; index < count; index += 1) chosen.push(words[Math.floor(next() * words.length)]!);
  return chosen.join(' ');
}

const sections = 24;
const cardsPerSection = 6;
const components = 400;

/** The stylesheet: layout (grid, flex), type, colours and states, ~560 rules, some of them matched by many elements. */
function stylesheet(): string {
  const next = sequence(65_001);
  const rules = [
    ':root{--gap:12px;--ink:#1d2733;--paper:#fbfaf7;--accent:#0b6e69;font-family:system-ui,sans-serif}',
    'body{margin:0;color:var(--ink);background:var(--paper);line-height:1.5}',
    'header,footer{display:flex;gap:var(--gap);padding:16px;align-items:center;justify-content:space-between}',
    'main{display:grid;gap:var(--gap);padding:0 16px}',
    'section{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:var(--gap)}',
    '.card{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid #d8d4cc;border-radius:12px}',
    '.card h3{margin:0;font-size:1.05rem}.card p{margin:0;font-size:.9rem}',
    '.card button{align-self:flex-start;padding:8px 14px;border-radius:999px;border:0;background:var(--accent);color:#fff}',
    '.ready section{grid-template-columns:repeat(auto-fill,minmax(170px,1fr))}',
    '.ready .card{padding:14px}',
    '.rendered{display:flex;flex-wrap:wrap;gap:4px}.rendered span{padding:2px 6px;border-radius:6px;background:#eef5f4}',
  ];
  for (let index = 0; index < 550; index += 1) {
    const hue = Math.floor(next() * 360);
    const size = (0.8 + next() * 0.6).toFixed(2);
    const target = next() < 0.5 ? `.c${index % components}` : `.s${index % sections} .k${index % cardsPerSection}`;
    rules.push(
      `${target}${next() < 0.3 ? ':hover' : ''}{color:hsl(${hue} 40% 25%);font-size:${size}rem;` +
        `margin-block:${Math.floor(next() * 6)}px;letter-spacing:${(next() * 0.02).toFixed(3)}em}`,
    );
  }
  return rules.join('\n');
}

/** The prerendered body: a header, `sections` sections of `cardsPerSection` cards, a footer (~630 elements). */
function body(): string {
  const next = sequence(65_002);
  const parts = [
    '<header><strong>Reference clinic</strong><nav><a href="#a">About</a> <a href="#b">Book</a></nav></header><main>',
  ];
  for (let section = 0; section < sections; section += 1) {
    parts.push(`<h2>${phrase(next, 3)}</h2><section class="s${section}">`);
    for (let card = 0; card < cardsPerSection; card += 1) {
      const id = section * cardsPerSection + card;
      parts.push(
        `<article class="card k${card}" data-h="${id}"><h3>${phrase(next, 2)}</h3><p>${phrase(next, 12)}</p>` +
          `<button type="button">Book ${id}</button></article>`,
      );
    }
    parts.push('</section>');
  }
  parts.push('<div id="rendered" class="rendered"></div></main><footer><small>Reference load</small></footer>');
  return parts.join('');
}

/** One generated component: distinct code (so each is parsed and compiled on its own), a few elements rendered. */
function component(index: number, next: () => number): string {
  const a = Math.floor(next() * 97) + 3;
  const b = Math.floor(next() * 89) + 5;
  const label = phrase(next, 4);
  const variant = index % 4;
  const work = [
    `let total = ${a}; for (const item of props.items) total = (total * ${b} + item.length) % 100003;`,
    `const parts = props.title.split(' ').map((word, at) => word.slice(0, ${(a % 5) + 2}) + at * ${b});`,
    `const counts = {}; for (const char of props.title) counts[char] = (counts[char] || 0) + ${(a % 3) + 1};`,
    `const sorted = props.items.slice().sort((x, y) => (x.length * ${a}) % ${b} - (y.length * ${a}) % ${b});`,
  ][variant];
  const result = ['String(total)', "parts.join('-')", "Object.keys(counts).join('')", "sorted.join(',')"][variant];
  return (
    `function c${index}(props) {\n` +
    `  ${work}\n` +
    `  const key = ${JSON.stringify(label)} + ':' + props.id;\n` +
    `  if (props.depth > ${(a % 3) + 2}) return h('span', { class: 'c${index}', title: key }, ${result});\n` +
    `  return h('span', { class: 'c${index} leaf', 'data-key': key }, ${result}.slice(0, ${(b % 12) + 6}));\n` +
    `}\n`
  );
}

/** The script: a tiny renderer, `components` components, hydration of the prerendered cards, a render, layout. */
function script(): string {
  const next = sequence(65_003);
  const parts = [
    `const h = (tag, props, ...children) => {
  const element = document.createElement(tag);
  for (const name in props) element.setAttribute(name === 'class' ? 'class' : name, props[name]);
  for (const child of children) element.append(child);
  return element;
};
const registry = [];
`,
  ];
  for (let index = 0; index < components; index += 1)
    parts.push(component(index, next), `registry.push(c${index});\n`);
  parts.push(`
const titles = ${JSON.stringify(Array.from({ length: 64 }, () => phrase(next, 5)))};
function propsFor(id, depth) {
  const title = titles[id % titles.length];
  return { id, depth, title, items: title.split(' ').concat(titles[(id * 7) % titles.length].split(' ')) };
}
// Hydration: every prerendered card is read, compared with what it would render, and given its listeners.
const fibers = [];
let mismatches = 0;
for (const card of document.querySelectorAll('[data-h]')) {
  const id = Number(card.dataset.h);
  const heading = card.querySelector('h3');
  const expected = registry[id % registry.length](propsFor(id, 0)).textContent;
  if (heading.textContent.length !== expected.length) mismatches += 1;
  const fiber = { id, card, heading, state: { pressed: false }, children: [...card.children].map((child) => child.tagName) };
  card.querySelector('button').addEventListener('click', () => { fiber.state.pressed = !fiber.state.pressed; });
  fibers.push(fiber);
}
// A render: every component twice, into the page.
const rendered = document.getElementById('rendered');
const fragment = document.createDocumentFragment();
for (let round = 0; round < 2; round += 1)
  for (let index = 0; index < registry.length; index += 1)
    fragment.append(registry[index](propsFor(index + round * registry.length, round * 3)));
rendered.append(fragment);
// Style and layout, forced twice: once as rendered, once after a class on the root changes the grid.
let height = 0;
for (const fiber of fibers) height += fiber.card.offsetHeight;
document.documentElement.classList.add('ready');
for (const fiber of fibers) height += fiber.heading.getBoundingClientRect().height;
document.title = 'Reference load ' + (height > 0 ? fibers.length : 0) + ' ' + mismatches;
// The paint after this work: a frame, then a task that runs once that frame has been painted.
requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => console.debug('__reference:' + performance.now());
  channel.port2.postMessage(0);
});
`);
  return parts.join('');
}

/**
 * The page and its script, each with a comment of `reading` in it: V8 keeps compiled scripts, and Blink parsed
 * stylesheets, by their text within a renderer, so an unchanged text would be parsed and compiled only once.
 */
export function referencePage(reading: number): { html: string; script: string } {
  return {
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>Reference load</title><style>/* reading ${reading} */\n${cachedStylesheet}</style>` +
      `<script type="module" src="reference.js?${reading}"></script></head><body>${cachedBody}</body></html>`,
    script: `/* reading ${reading} */\n${cachedScript}`,
  };
}

const cachedStylesheet = stylesheet();
const cachedBody = body();
const cachedScript = script();
