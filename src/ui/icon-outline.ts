import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/**
 * Lucide draws most icons as two to five shapes (`<path>`, `<circle>`, `<rect>`, `<line>` …) in one `<svg>`. All of
 * them share the SVG's stroke, so the same outline is one `<path>` whose data holds every shape. A page has 20–60
 * icons, so this takes 30–110 elements out of its prerendered HTML (`/`: 598 → 491), all of which the browser
 * styles and lays out before the first paint (Lighthouse's Total Blocking Time, issue 7).
 *
 * The build (scripts/build/vite-plugins/single-path-icons.ts) rewrites each Lucide icon module to pass its data
 * through `mergeIconShapes` first, for the browser and the prerender alike, so hydration sees the same markup.
 */

type Attributes = Record<string, string | number | undefined>;
export type IconNode = [tag: string, attributes: Attributes][];
type IconData = { name?: string; size?: number; node: IconNode; aliases?: string[] };

const n = (value: string | number | undefined) => Number(value ?? 0);

/** The attributes each shape may carry besides its geometry: with any other (a fill, its own stroke) it stays. */
const geometry: Record<string, readonly string[]> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
};

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  // Two half arcs from the left point round to it again, closed so the joint draws like the rest of the outline.
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
}

function pointsPath(points: string, isClosed: boolean): string {
  const numbers = points.trim().split(/[\s,]+/);
  const pairs: string[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2)
    pairs.push(`${numbers[index]} ${numbers[index + 1]}`);
  return `M${pairs.join('L')}${isClosed ? 'z' : ''}`;
}

function rectPath(attributes: Attributes): string {
  const x = n(attributes.x);
  const y = n(attributes.y);
  const width = n(attributes.width);
  const height = n(attributes.height);
  // SVG's rules: a missing radius takes the other's value, and neither exceeds half the side.
  const rx = Math.min(n(attributes.rx ?? attributes.ry), width / 2);
  const ry = Math.min(n(attributes.ry ?? attributes.rx), height / 2);
  if (rx === 0 || ry === 0) return `M${x} ${y}h${width}v${height}h${-width}z`;
  const arc = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
  return (
    `M${x + rx} ${y}h${width - 2 * rx}${arc(rx, ry)}v${height - 2 * ry}${arc(-rx, ry)}` +
    `h${-(width - 2 * rx)}${arc(-rx, -ry)}v${-(height - 2 * ry)}${arc(rx, -ry)}z`
  );
}

/** One shape's outline as path data, or undefined when the shape cannot join the others. */
function shapePath(tag: string, attributes: Attributes): string | undefined {
  const allowed = geometry[tag];
  if (!allowed || Object.keys(attributes).some((name) => name !== 'key' && !allowed.includes(name)))
    return undefined;
  switch (tag) {
    case 'path': {
      // A path may open with a relative move, which is measured from wherever the shape before it ended once the
      // two are joined: a move to the origin first keeps it where it was (a lone move draws nothing).
      const data = String(attributes.d).trim();
      return data.startsWith('m') ? `M0 0${data}` : data;
    }
    case 'circle':
      return ellipsePath(n(attributes.cx), n(attributes.cy), n(attributes.r), n(attributes.r));
    case 'ellipse':
      return ellipsePath(n(attributes.cx), n(attributes.cy), n(attributes.rx), n(attributes.ry));
    case 'line':
      return `M${n(attributes.x1)} ${n(attributes.y1)}L${n(attributes.x2)} ${n(attributes.y2)}`;
    case 'polyline':
      return pointsPath(String(attributes.points), false);
    case 'polygon':
      return pointsPath(String(attributes.points), true);
    default:
      return rectPath(attributes);
  }
}

/** The icon's shapes as one `<path>` when they all can be; the icon as it was otherwise. */
export function mergeIconShapes<Data extends IconData>(icon: Data): Data {
  if (icon.node.length < 2) return icon;
  const outlines = icon.node.map(([tag, attributes]) => shapePath(tag, attributes));
  if (outlines.some((outline) => outline === undefined)) return icon;
  return { ...icon, node: [['path', { d: outlines.join(''), key: 'outline' }]] };
}

type OutlineIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  ref?: Ref<SVGSVGElement>;
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
};

/** Lucide's rule: an icon with no name, role or description of its own is hidden from assistive technology. */
const hasAccessibleProp = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null,
  );

/**
 * An icon component drawing the same `<svg>` as lucide-react's for every prop Lucide's takes (size, width, height,
 * color, strokeWidth, absoluteStrokeWidth, nonScalingStroke, className, aria-*, children, ref; a missing, `null` or
 * empty value falls back as in Lucide), with the shapes made once per icon instead of on every render. Lucide's own
 * builds its attributes anew for each icon drawn (spreads, a reduce over its defaults, class lists split and merged),
 * behind two component layers: with 30–55 icons on a page, that is work in every hydration and every tap that opens
 * a page. Lucide's context (`LucideProvider`) is not read: the site does not use it. The site itself passes only
 * `className`, `aria-hidden` and `focusable`.
 */
export function createOutlineIcon(icon: IconData) {
  const iconClasses = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter(Boolean).map((alias) => `lucide-${alias}`),
  ];
  const baseClassName = iconClasses.join(' ');
  const viewBoxSize = icon.size ?? 24;
  const viewBox = `0 0 ${viewBoxSize} ${viewBoxSize}`;
  const shapes = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
  let nonScalingShapes: ReactNode[] | undefined;
  const shapesWithNonScalingStroke = () =>
    (nonScalingShapes ??= icon.node.map(([tag, attributes]) =>
      createElement(tag, { vectorEffect: 'non-scaling-stroke', ...attributes }),
    ));
  function OutlineIcon({
    size,
    width,
    height,
    color,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ...rest
  }: OutlineIconProps) {
    const classes = className
      ? [...new Set([...iconClasses, ...className.split(/\s+/).filter(Boolean)])].join(' ')
      : baseClassName;
    const drawnWidth = width ?? size ?? 24;
    const stroke = strokeWidth ?? 2;
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: drawnWidth,
        height: height ?? size ?? 24,
        viewBox,
        fill: 'none',
        stroke: color || 'currentColor',
        // As Lucide: the width the stroke would have if the icon were drawn at its own size.
        strokeWidth: absoluteStrokeWidth ? (Number(stroke) * viewBoxSize) / Number(drawnWidth) : stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes,
        ...(Boolean(children) || hasAccessibleProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      nonScalingStroke ? shapesWithNonScalingStroke() : shapes,
      children,
    );
  }
  if (icon.name) OutlineIcon.displayName = icon.name;
  return OutlineIcon;
}
