/** Tiny helpers for writing SVG by hand: gradients with unique ids, colours, organic shapes. */

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Svg {
  private readonly defs: string[] = [];
  private readonly shared = new Map<string, string>();
  private nextId = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** A linear gradient from (x1,y1) to (x2,y2) in box units (default: top to bottom). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.define('linearGradient', `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, stops);
  }

  /** A radial gradient centred at (cx,cy) with radius r, in box units. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.define('radialGradient', `cx="${cx}" cy="${cy}" r="${r}"`, stops);
  }

  /** Defines something once per picture under `key` (e.g. one gradient for many pieces). */
  once(key: string, define: () => string): string {
    let value = this.shared.get(key);
    if (value === undefined) {
      value = define();
      this.shared.set(key, value);
    }
    return value;
  }

  /** A clip path; returns the value for a `clip-path` attribute. */
  clip(shape: string): string {
    const id = `c${this.nextId++}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }

  private define(tag: string, attributes: string, stops: readonly Stop[]): string {
    const id = `g${this.nextId++}`;
    const stopTags = stops
      .map(([offset, color, opacity = 1]) => {
        return `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`;
      })
      .join('');
    this.defs.push(`<${tag} id="${id}" ${attributes}>${stopTags}</${tag}>`);
    return `url(#${id})`;
  }
}

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(Math.abs(amount), 1);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (target - c) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Rounds coordinates so the SVG text stays short. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

export interface BlobOptions {
  /** Number of lumps around the outline. */
  bumps: number;
  /** Depth of the lumps as a share of the radius (0..1). */
  jitter: number;
  /** Superellipse power: 2 is an ellipse, larger values square the shape off. */
  power?: number;
  /** 0..1: how much the right-hand end narrows (a drumstick towards its bone). */
  taper?: number;
}

/**
 * A closed organic outline around an ellipse, smoothed with quadratic curves. Crispy coatings,
 * patties, dumplings and scoops use it.
 */
export function blobPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  options: BlobOptions,
  random: () => number,
): string {
  const { bumps, jitter, power = 2, taper = 0 } = options;
  const exponent = 2 / power;
  const points: [number, number][] = [];
  for (let i = 0; i < bumps; i++) {
    const angle = (i / bumps) * Math.PI * 2;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const scale = 1 - jitter / 2 + random() * jitter;
    const narrowing = 1 - taper * Math.max(0, cos);
    points.push([
      cx + Math.sign(cos) * Math.abs(cos) ** exponent * rx * scale,
      cy + Math.sign(sin) * Math.abs(sin) ** exponent * ry * scale * narrowing,
    ]);
  }
  const first = points[0] ?? [cx, cy];
  const last = points[points.length - 1] ?? first;
  const mid = (a: [number, number], b: [number, number]) =>
    `${r1((a[0] + b[0]) / 2)},${r1((a[1] + b[1]) / 2)}`;
  let d = `M${mid(last, first)}`;
  points.forEach((point, i) => {
    const next = points[i + 1] ?? first;
    d += `Q${r1(point[0])},${r1(point[1])} ${mid(point, next)}`;
  });
  return `${d}Z`;
}

/** Points spread inside an ellipse, for texture specks and sprinkles. */
export function scatter(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  random: () => number,
): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random());
    points.push([
      r1(cx + Math.cos(angle) * rx * distance),
      r1(cy + Math.sin(angle) * ry * distance),
    ]);
  }
  return points;
}

/** A soft contact shadow under an object. */
export function shadow(svg: Svg, cx: number, cy: number, rx: number, ry: number, opacity = 0.35) {
  const fill = svg.radial([
    [0, '#5a2a10', opacity],
    [0.6, '#5a2a10', opacity * 0.5],
    [1, '#5a2a10', 0],
  ]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
}
