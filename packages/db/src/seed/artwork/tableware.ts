import { r1, type Svg, shade, shadow } from './svg.ts';

/** A round plate seen at an angle: rim, well and a soft highlight. */
export function plate(
  svg: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour = '#FFFFFF',
) {
  const rim = svg.linear([
    [0, shade(colour, 0.3)],
    [1, shade(colour, -0.18)],
  ]);
  const well = svg.linear([
    [0, shade(colour, -0.12)],
    [1, shade(colour, 0.1)],
  ]);
  return [
    shadow(svg, cx, cy + ry * 0.35, rx * 1.02, ry * 0.9, 0.3),
    `<ellipse cx="${cx}" cy="${cy + 8}" rx="${rx}" ry="${ry}" fill="${shade(colour, -0.3)}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rim}"/>`,
    `<ellipse cx="${cx}" cy="${cy + 3}" rx="${r1(rx * 0.72)}" ry="${r1(ry * 0.68)}" fill="${well}"/>`,
  ].join('');
}

/**
 * A bowl whose contents are drawn by `contents` inside the rim ellipse (top at `rimY`),
 * then the bowl's front is laid over them.
 */
export function bowl(
  svg: Svg,
  cx: number,
  rimY: number,
  rx: number,
  depth: number,
  colour: string,
  contents: (clip: string) => string,
) {
  const ry = rx * 0.28;
  const inside = svg.linear([
    [0, shade(colour, -0.35)],
    [1, shade(colour, -0.1)],
  ]);
  const outside = svg.linear(
    [
      [0, shade(colour, 0.25)],
      [0.5, colour],
      [1, shade(colour, -0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const clip = svg.clip(`<ellipse cx="${cx}" cy="${rimY}" rx="${rx - 6}" ry="${ry - 3}"/>`);
  const front = `M${cx - rx},${rimY}C${cx - rx},${rimY + depth * 1.1} ${cx - rx * 0.5},${rimY + depth} ${cx},${rimY + depth}C${cx + rx * 0.5},${rimY + depth} ${cx + rx},${rimY + depth * 1.1} ${cx + rx},${rimY}A${rx},${ry} 0 0 1 ${cx - rx},${rimY}Z`;
  return [
    shadow(svg, cx, rimY + depth, rx * 0.9, ry * 0.7, 0.3),
    `<ellipse cx="${cx}" cy="${rimY}" rx="${rx}" ry="${ry}" fill="${inside}"/>`,
    contents(clip),
    `<path d="${front}" fill="${outside}"/>`,
    `<path d="M${cx - rx + 2},${rimY + 2}A${rx - 2},${ry - 1} 0 0 0 ${cx + rx - 2},${rimY + 2}" stroke="${shade(colour, 0.45)}" stroke-width="4" fill="none"/>`,
  ].join('');
}

/** A small dip bowl of sauce (tomato achar, mayo, chilli). */
export function dip(svg: Svg, cx: number, cy: number, sauce: string, size = 1) {
  const rx = 46 * size;
  return bowl(svg, cx, cy, rx, 30 * size, '#F5F5F5', (clip) => {
    const fill = svg.radial(
      [
        [0, shade(sauce, 0.25)],
        [1, sauce],
      ],
      0.4,
      0.3,
      0.7,
    );
    return `<g clip-path="${clip}"><ellipse cx="${cx}" cy="${cy + 2}" rx="${rx}" ry="${r1(rx * 0.3)}" fill="${fill}"/><ellipse cx="${r1(cx - rx * 0.3)}" cy="${r1(cy - 2)}" rx="${r1(rx * 0.25)}" ry="${r1(rx * 0.06)}" fill="#FFFFFF" fill-opacity="0.5"/></g>`;
  });
}

/**
 * A paper carton (fries, popcorn chicken): the back wall, then `contents`, then the curved
 * front panel with a badge.
 */
export function carton(svg: Svg, colour: string, contents: string, cx = 400, base = 500) {
  const top = base - 175;
  const back = `M${cx - 105},${top}Q${cx},${top - 34} ${cx + 105},${top}L${cx + 96},${top + 30}L${cx - 96},${top + 30}Z`;
  const front = svg.linear(
    [
      [0, shade(colour, 0.15)],
      [0.55, colour],
      [1, shade(colour, -0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const panel = `M${cx - 110},${top}Q${cx},${top + 42} ${cx + 110},${top}L${cx + 82},${base}Q${cx},${base + 8} ${cx - 82},${base}Z`;
  return [
    shadow(svg, cx, base + 4, 130, 16),
    `<path d="${back}" fill="${shade(colour, -0.4)}"/>`,
    contents,
    `<path d="${panel}" fill="${front}"/>`,
    `<path d="M${cx - 104},${top + 6}Q${cx},${top + 46} ${cx + 104},${top + 6}" stroke="${shade(colour, 0.4)}" stroke-width="4" fill="none"/>`,
    `<circle cx="${cx}" cy="${base - 70}" r="36" fill="#FFF8E7"/>`,
    `<circle cx="${cx}" cy="${base - 70}" r="27" fill="none" stroke="${colour}" stroke-width="5"/>`,
    `<path d="M${cx - 14},${base - 64}L${cx},${base - 84}L${cx + 14},${base - 64}Z" fill="${colour}"/>`,
  ].join('');
}
