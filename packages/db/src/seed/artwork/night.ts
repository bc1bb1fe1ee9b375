import { r1, type Svg } from './svg.ts';

const BULBS = [
  ['#FFD54F', '#FF8A65', '#FFF59D'],
  ['#FFB74D', '#F06292', '#81D4FA'],
  ['#FFE082', '#AED581', '#FF8A65'],
] as const;

type Random = () => number;

/** An evening party in the street: pagoda roofs, string lights, a crowd, maybe fireworks. */
export function nightEvent(svg: Svg, variant: number, random: Random): string {
  const w = svg.width;
  const h = svg.height;
  const sky = svg.linear([
    [0, '#140F3A'],
    [0.6, '#3B1F5E'],
    [1, '#8A3A5E'],
  ]);
  const stars = Array.from({ length: 40 }, () => {
    return `<circle cx="${r1(random() * w)}" cy="${r1(random() * 220)}" r="${r1(0.8 + random() * 1.6)}" fill="#FFFFFF" fill-opacity="${r1(0.4 + random() * 0.6)}"/>`;
  }).join('');
  const colours = BULBS[variant % BULBS.length] ?? BULBS[0];
  return svg.render(
    [
      `<rect width="${w}" height="${h}" fill="${sky}"/>`,
      stars,
      variant === 2 ? fireworks(random) : '',
      skyline(w),
      lights(svg, 120, 90, colours, w),
      lights(svg, 200, 70, colours, w),
      crowd(w, h, variant, random),
    ].join(''),
  );
}

function skyline(w: number): string {
  const pagoda = (x: number, base: number, scale: number) => {
    const tiers = [0, 1, 2]
      .map((i) => {
        const width = (150 - i * 38) * scale;
        const y = base - (i + 1) * 62 * scale;
        return `<rect x="${r1(x - width * 0.35)}" y="${r1(y + 18 * scale)}" width="${r1(width * 0.7)}" height="${r1(46 * scale)}" fill="#2A1B3D"/><path d="M${r1(x - width / 2)},${r1(y + 22 * scale)}L${x},${r1(y - 8 * scale)}L${r1(x + width / 2)},${r1(y + 22 * scale)}Z" fill="#1E1330"/>`;
      })
      .join('');
    return `${tiers}<path d="M${x},${r1(base - 200 * scale)}V${r1(base - 230 * scale)}" stroke="#E0B050" stroke-width="5"/>`;
  };
  const houses = [0, 120, 260, 520, 660]
    .map(
      (x, i) =>
        `<rect x="${x}" y="${330 - (i % 3) * 30}" width="130" height="200" fill="#24173A"/><rect x="${x + 30}" y="${360 - (i % 3) * 30}" width="22" height="30" fill="#FFCA6B" fill-opacity="0.8"/><rect x="${x + 78}" y="${360 - (i % 3) * 30}" width="22" height="30" fill="#FFCA6B" fill-opacity="0.5"/>`,
    )
    .join('');
  return houses + pagoda(w * 0.52, 360, 1.1);
}

function lights(svg: Svg, y: number, sag: number, colours: readonly string[], w: number): string {
  const bulbs: string[] = [];
  const count = 14;
  let rope = `M0,${y}`;
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = r1(w * t);
    const by = r1(y + 4 * sag * t * (1 - t));
    rope += `L${x},${by}`;
    const colour = colours[i % colours.length] ?? '#FFD54F';
    const glow = svg.radial([
      [0, colour, 0.7],
      [1, colour, 0],
    ]);
    bulbs.push(
      `<circle cx="${x}" cy="${r1(by + 10)}" r="20" fill="${glow}"/><circle cx="${x}" cy="${r1(by + 10)}" r="6" fill="${colour}"/>`,
    );
  }
  return `<path d="${rope}" stroke="#1A1A1A" stroke-width="2" fill="none"/>${bulbs.join('')}`;
}

function crowd(w: number, h: number, variant: number, random: Random): string {
  const people: string[] = [];
  const rows = [
    [530, 0.62, '#2B1D44'],
    [585, 0.75, '#150E26'],
  ] as const;
  for (const [base, scale, colour] of rows) {
    for (let x = 20 + variant * 15; x < w; x += 70 * scale + random() * 40) {
      const s = scale * (0.85 + random() * 0.3);
      const head = r1(base - 95 * s);
      const arm =
        random() < 0.25
          ? `<path d="M${r1(x + 20 * s)},${r1(base - 60 * s)}L${r1(x + 38 * s)},${r1(base - 140 * s)}" stroke="${colour}" stroke-width="${r1(13 * s)}" stroke-linecap="round"/>`
          : '';
      people.push(
        `${arm}<circle cx="${r1(x)}" cy="${head}" r="${r1(22 * s)}" fill="${colour}"/><rect x="${r1(x - 34 * s)}" y="${r1(base - 70 * s)}" width="${r1(68 * s)}" height="${r1(h - base + 70 * s)}" rx="${r1(26 * s)}" fill="${colour}"/>`,
      );
    }
  }
  return people.join('');
}

function fireworks(random: Random): string {
  return [
    [180, 120, '#FFD54F'],
    [620, 90, '#F06292'],
    [420, 60, '#81D4FA'],
  ]
    .map(([x = 0, y = 0, colour]) => {
      const rays = Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        const len = 40 + random() * 25;
        return `M${r1(Number(x) + Math.cos(a) * 12)},${r1(Number(y) + Math.sin(a) * 12)}L${r1(Number(x) + Math.cos(a) * len)},${r1(Number(y) + Math.sin(a) * len)}`;
      }).join('');
      return `<path d="${rays}" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`;
    })
    .join('');
}
