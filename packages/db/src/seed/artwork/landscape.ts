import { prayerFlags } from './compose.ts';
import { r1, type Svg, shade } from './svg.ts';

/** Skies for the three times of day a scene can be set in. */
export const SKIES = [
  { top: '#FF9A76', bottom: '#FFE3B3', sun: '#FFF3C4', hills: '#6E8B5B' },
  { top: '#5FA8E8', bottom: '#D6EEFF', sun: '#FFF8D6', hills: '#5E9A4C' },
  { top: '#4B2C6F', bottom: '#F29B63', sun: '#FFD180', hills: '#3F5A3A' },
] as const;

export type Sky = (typeof SKIES)[number];

/** Snow peaks of the Himalaya behind green foothills, under the given sky. */
export function mountains(svg: Svg, sky: Sky, width: number, horizon: number): string {
  const air = svg.linear([
    [0, sky.top],
    [1, sky.bottom],
  ]);
  const rock = svg.linear([
    [0, '#8FA3BF'],
    [1, '#55698A'],
  ]);
  const peaks = [
    [0.1, 250],
    [0.33, 150],
    [0.55, 215],
    [0.8, 165],
    [1.02, 230],
  ] as const;
  let range = `M0,${horizon + 60}L0,${horizon - 150}`;
  let snow = '';
  for (const [x, height] of peaks) {
    const px = r1(width * x);
    const py = horizon - height;
    range += `L${r1(px - 70)},${py + 90}L${px},${py}L${r1(px + 75)},${py + 95}`;
    snow += `M${r1(px - 90)},${py + 60}L${px},${py - 5}L${r1(px + 90)},${py + 62}L${r1(px + 40)},${py + 48}L${r1(px + 15)},${py + 70}L${r1(px - 12)},${py + 50}L${r1(px - 40)},${py + 66}Z`;
  }
  range += `L${width},${horizon + 60}Z`;
  const snowClip = svg.clip(`<path d="${range}"/>`);
  const hill = (y: number, colour: string, bump: number) =>
    `<path d="M0,${y}Q${width * 0.25},${y - bump} ${width * 0.5},${y - bump / 3}T${width},${y - bump / 2}L${width},${horizon + 200}L0,${horizon + 200}Z" fill="${colour}"/>`;
  return [
    `<rect width="${width}" height="${horizon + 200}" fill="${air}"/>`,
    `<circle cx="${width * 0.78}" cy="${horizon - 230}" r="46" fill="${sky.sun}" fill-opacity="0.95"/>`,
    `<path d="${range}" fill="${rock}"/>`,
    `<path d="${snow}" fill="#FFFFFF" clip-path="${snowClip}"/>`,
    hill(horizon + 10, shade(sky.hills, 0.15), 60),
    hill(horizon + 60, sky.hills, 80),
  ].join('');
}

/** A rider on a delivery scooter with the restaurant's box. */
function scooter(x: number, y: number): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="${y}" r="30" fill="#212121"/><circle cx="${cx}" cy="${y}" r="13" fill="#BDBDBD"/>`;
  return [
    wheel(x - 70),
    wheel(x + 80),
    `<path d="M${x - 100},${y - 20}Q${x - 90},${y - 70} ${x - 20},${y - 70}L${x + 30},${y - 70}L${x + 60},${y - 20}Z" fill="#D62828"/>`,
    `<path d="M${x + 40},${y - 70}L${x + 80},${y - 140}L${x + 96},${y - 140}" stroke="#424242" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    `<rect x="${x - 135}" y="${y - 150}" width="90" height="80" rx="8" fill="#D62828"/>`,
    `<path d="M${x - 110},${y - 95}L${x - 90},${y - 125}L${x - 70},${y - 95}Z" fill="#FFF8E7"/>`,
    `<path d="M${x - 30},${y - 75}L${x - 10},${y - 150}L${x + 30},${y - 150}L${x + 40},${y - 75}Z" fill="#37474F"/>`,
    `<path d="M${x + 20},${y - 140}L${x + 75},${y - 135}" stroke="#37474F" stroke-width="14" stroke-linecap="round"/>`,
    `<circle cx="${x + 8}" cy="${y - 175}" r="26" fill="#D62828"/>`,
    `<path d="M${x + 8},${y - 185}L${x + 34},${y - 178}L${x + 30},${y - 165}L${x + 10},${y - 168}Z" fill="#263238"/>`,
  ].join('');
}

/** Himalayan views: a delivery rider, prayer flags, or Phewa lake at Pokhara. */
export function landscape(svg: Svg, variant: number): string {
  const sky = SKIES[variant % SKIES.length] ?? SKIES[0];
  const w = svg.width;
  const horizon = 380;
  const road = `<path d="M0,520L${w},500L${w},${svg.height}L0,${svg.height}Z" fill="#5D5048"/><path d="M0,548L${w},528" stroke="#FFF3C4" stroke-width="5" stroke-dasharray="40 30"/>`;
  const lake = `<rect y="${horizon + 80}" width="${w}" height="${svg.height}" fill="${shade(sky.top, -0.1)}" fill-opacity="0.85"/><path d="M420,520l120,0l-20,22l-85,0Z" fill="#E53935"/><path d="M150,480h120M520,470h160M300,500h90" stroke="#FFFFFF" stroke-width="3" stroke-opacity="0.5"/>`;
  const foreground = variant === 2 ? lake : road + scooter(variant === 0 ? 420 : 560, 520);
  return svg.render(mountains(svg, sky, w, horizon) + prayerFlags(30, 70, w) + foreground);
}
