import { leaf } from './backdrop.ts';
import { r1, type Svg, scatter, shadow } from './svg.ts';
import { dip } from './tableware.ts';

export interface WrapArt {
  kind: 'wrap';
  /** The main filling seen in the cut face (grilled chicken, paneer, choila…). */
  filling: string;
  /** Colour of the paper around the wrap. */
  paper: string;
  sauce: string;
}

type Random = () => number;

/** Two halves of a grilled wrap, cut on the diagonal to show the filling. */
export function drawWrap(svg: Svg, art: WrapArt, random: Random): string {
  return [
    shadow(svg, 400, 500, 230, 22),
    half(svg, art, random, 'translate(520 318) rotate(-60) scale(1.05)'),
    half(svg, art, random, 'translate(450 438) rotate(-4) scale(1.15)'),
    dip(svg, 650, 500, art.sauce, 0.8),
    leaf(150, 500, 20, 1.2),
    leaf(180, 510, -30, 1),
  ].join('');
}

function half(svg: Svg, art: WrapArt, random: Random, transform: string): string {
  const body = 'M-150,-55L90,-55L90,55L-150,55A55,55 0 0 1 -150,-55Z';
  const tortilla = svg.linear([
    [0, '#F8E2B0'],
    [0.6, '#E8BE78'],
    [1, '#C38A45'],
  ]);
  const clip = svg.clip(`<path d="${body}"/>`);
  const grill = [-120, -70, -20, 30, 80].map((x) => `M${x},-60L${x + 40},60`).join('');
  const sleeve = svg.clip('<path d="M-150,-60L90,-60L90,60L-150,60A60,60 0 0 1 -150,-60Z"/>');
  const paper = 'M-215,-70L-95,-70L-107,-46L-91,-23L-107,0L-91,23L-107,46L-95,70L-215,70Z';
  const stripes = 'M-200,-70L-190,70M-165,-70L-155,70M-130,-70L-120,70';
  return `<g transform="${transform}"><path d="${body}" fill="${tortilla}"/><path d="${grill}" stroke="#9C5A22" stroke-width="7" stroke-linecap="round" stroke-opacity="0.45" clip-path="${clip}"/><g clip-path="${sleeve}"><path d="${paper}" fill="${art.paper}"/><path d="${stripes}" stroke="#FFFFFF" stroke-width="7" stroke-opacity="0.35"/><rect x="-215" y="-60" width="120" height="22" fill="#FFFFFF" fill-opacity="0.18"/></g>${cutFace(svg, art, random)}</g>`;
}

function cutFace(svg: Svg, art: WrapArt, random: Random): string {
  const clip = svg.clip('<ellipse cx="90" cy="0" rx="26" ry="47"/>');
  const pieces = scatter(90, 0, 22, 42, 16, random)
    .map(([x, y], i) => {
      const colour = ['#6AAE3A', '#E53935', '#FFFDF5', art.filling, '#8E3B8A'][i % 5];
      return `<circle cx="${x}" cy="${y}" r="${r1(5 + random() * 6)}" fill="${colour}"/>`;
    })
    .join('');
  return `<ellipse cx="90" cy="0" rx="33" ry="56" fill="#FBEBC8"/><ellipse cx="90" cy="0" rx="26" ry="47" fill="${art.filling}"/><g clip-path="${clip}">${pieces}</g>`;
}
