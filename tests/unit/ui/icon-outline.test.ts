import { createElement, createRef, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { createLucideIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { createOutlineIcon, mergeIconShapes, type IconNode } from '../../../src/ui/icon-outline';

const icon = (node: IconNode) => ({ name: 'test', size: 24, node });
const mergedPath = (node: IconNode) => {
  const merged = mergeIconShapes(icon(node)).node;
  expect(merged).toHaveLength(1);
  expect(merged[0]![0]).toBe('path');
  return merged[0]![1].d;
};

describe('mergeIconShapes', () => {
  it('joins paths, circles and lines into one path', () => {
    // Lucide's circle-check and map-pin shapes.
    expect(
      mergedPath([
        ['circle', { cx: '12', cy: '12', r: '10', key: 'a' }],
        ['path', { d: 'm16 9-5.5 5.5L8 12', key: 'b' }],
      ]),
    ).toBe('M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM0 0m16 9-5.5 5.5L8 12');
    expect(
      mergedPath([
        ['line', { x1: '4', y1: '5', x2: '20', y2: '5', key: 'a' }],
        ['ellipse', { cx: '12', cy: '10', rx: '3', ry: '2', key: 'b' }],
      ]),
    ).toBe('M4 5L20 5M9 10a3 2 0 1 0 6 0a3 2 0 1 0 -6 0z');
  });

  it('keeps a path that opens with a relative move where it was', () => {
    // After "…z" the current point is the circle's start; "M0 0" makes the "m" measure from the origin again.
    expect(
      mergedPath([
        ['path', { d: 'M1 1h2' }],
        ['path', { d: 'm6 6 12 12' }],
      ]),
    ).toBe('M1 1h2M0 0m6 6 12 12');
  });

  it('draws rectangles, rounded or square, and polylines and polygons', () => {
    expect(
      mergedPath([
        ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2', key: 'a' }],
        ['rect', { width: '4', height: '2', key: 'b' }],
      ]),
    ).toBe('M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2zM0 0h4v2h-4z');
    expect(
      mergedPath([
        ['polyline', { points: '22 12 18 12 15 21', key: 'a' }],
        ['polygon', { points: '1,2 3,4 5,6', key: 'b' }],
      ]),
    ).toBe('M22 12L18 12L15 21M1 2L3 4L5 6z');
  });

  it('leaves an icon alone when a shape has its own paint, or when there is one shape', () => {
    const filled = icon([
      ['circle', { cx: '12', cy: '12', r: '10', key: 'a' }],
      ['path', { d: 'M9 9h6', fill: 'currentColor', key: 'b' }],
    ]);
    expect(mergeIconShapes(filled)).toBe(filled);
    const single = icon([['path', { d: 'M5 12h14', key: 'a' }]]);
    expect(mergeIconShapes(single)).toBe(single);
  });
});

describe('createOutlineIcon', () => {
  const data = {
    name: 'test-shape',
    size: 24,
    aliases: ['test-alias'],
    node: [
      ['path', { d: 'M4 5h16', key: 'a' }],
      ['circle', { cx: 12, cy: 12, r: 3, key: 'b' }],
    ] as IconNode,
  };
  const Lucide = createLucideIcon(data);
  const Outline = createOutlineIcon(data);
  const markup = (
    Icon: ComponentType<Record<string, unknown>>,
    props: Record<string, unknown>,
    children?: ReactNode,
  ) => renderToStaticMarkup(createElement(Icon, props, children));

  it.each([
    ['no props', {}],
    ['classes, one repeated', { className: 'size-6  text-brand-700 lucide' }],
    ['hidden and not focusable', { 'aria-hidden': 'true', focusable: 'false', className: 'size-5' }],
    ['a name of its own', { 'aria-label': 'Close' }],
    ['a role', { role: 'img' }],
    ['a size and colour', { size: 16, color: 'red' }],
    ['a stroke width', { strokeWidth: 1.5 }],
    ['an absolute stroke width', { size: 48, strokeWidth: 3, absoluteStrokeWidth: true }],
    ['width and height apart', { width: 20, height: 10 }],
    ['an absolute stroke width at a width of its own', { width: 48, absoluteStrokeWidth: true }],
    ['an absolute stroke width, size and width apart', { size: 48, width: 24, absoluteStrokeWidth: true }],
    ['a stroke that does not scale', { nonScalingStroke: true, className: 'size-5' }],
    ['null and empty values', { size: null, strokeWidth: null, color: '' }],
    ['data attributes', { 'data-testid': 'icon' }],
  ])('draws what lucide-react draws: %s', (_case, props) => {
    expect(markup(Outline, props)).toBe(markup(Lucide, props));
  });

  it('draws what lucide-react draws with children, and is not hidden then', () => {
    const title = createElement('title', null, 'Shape');
    expect(markup(Outline, {}, title)).toBe(markup(Lucide, {}, title));
    expect(markup(Outline, {}, title)).not.toContain('aria-hidden');
  });

  it('passes its ref to the svg element', () => {
    const ref = createRef<SVGSVGElement>();
    const container = document.createElement('div');
    const root = createRoot(container);
    flushSync(() => root.render(createElement(Outline, { ref })));
    expect(ref.current).toBe(container.querySelector('svg'));
    root.unmount();
  });
});
