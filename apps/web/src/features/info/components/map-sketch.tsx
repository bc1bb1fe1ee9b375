import type { MapStyle } from '../outlets.ts';

/** Roads drawn for each kind of neighbourhood, in a 320 × 180 box. */
const ROADS: Record<MapStyle, string[]> = {
  'old-town': [
    'M0 60 L320 48',
    'M0 128 L320 140',
    'M70 0 L92 180',
    'M188 0 L170 180',
    'M250 0 L268 180',
    'M92 100 L170 96',
  ],
  suburb: [
    'M0 40 C80 60 140 30 320 70',
    'M0 150 C120 120 200 160 320 130',
    'M120 0 C110 60 150 120 130 180',
    'M230 0 L240 180',
  ],
  lakeside: ['M150 0 C170 60 200 110 320 120', 'M210 0 L250 180', 'M280 0 L290 180'],
};

const BLOCKS: Record<MapStyle, Array<[number, number, number, number]>> = {
  'old-town': [
    [104, 62, 56, 28],
    [200, 60, 40, 30],
    [14, 74, 44, 40],
    [104, 108, 52, 24],
    [280, 72, 32, 50],
  ],
  suburb: [
    [20, 70, 80, 50],
    [160, 80, 56, 36],
    [250, 90, 60, 30],
  ],
  lakeside: [
    [222, 20, 20, 50],
    [258, 130, 20, 40],
  ],
};

/** A drawn, map-like picture of an outlet's streets with a pin: decoration, not a real map. */
export function MapSketch({ style }: { style: MapStyle }) {
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className="size-full"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="180" fill="var(--color-cream-200)" />
      {style === 'lakeside' && (
        <path d="M0 20 C60 10 120 40 130 90 C140 140 80 180 0 180 Z" fill="#9fd3e6" />
      )}
      {style === 'suburb' && <circle cx="70" cy="150" r="26" fill="#c5e1a5" />}
      {BLOCKS[style].map(([x, y, width, height]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width={width}
          height={height}
          rx="4"
          fill="var(--color-cream-300)"
        />
      ))}
      {ROADS[style].map((d) => (
        <path key={d} d={d} stroke="#fff" strokeWidth="9" fill="none" strokeLinecap="round" />
      ))}
      <g transform="translate(160 92)">
        <ellipse cx="0" cy="22" rx="14" ry="4" fill="#000" opacity="0.18" />
        <path
          d="M0 20 C-4 10 -18 0 -18 -14 A18 18 0 0 1 18 -14 C18 0 4 10 0 20 Z"
          fill="var(--color-flame-600)"
        />
        <circle cx="0" cy="-14" r="7" fill="#fff" />
      </g>
    </svg>
  );
}
