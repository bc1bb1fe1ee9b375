#!/usr/bin/env node
// Draws the images the shop's head and manifest name, from the favicon's burger: the link
// preview card (1200×630, social-card.jpg) and the app icons (any and maskable). Run after
// changing the logo: `node apps/web/scripts/make-brand-images.mjs`; the outputs are committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const BACKGROUND = '#1f1b18';
const ACCENT = '#f45a16';

/** The burger's drawing without the favicon's rounded tile. */
const burger = favicon
  .replace(/<\?xml[^>]*>/, '')
  .replace(/<title>.*?<\/title>/, '')
  .replace(/<rect width="64" height="64"[^>]*\/>/, '')
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '');

function icon(size, { padding }) {
  const inner = size * (1 - 2 * padding);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="${BACKGROUND}"/>
    <g transform="translate(${size * padding} ${size * padding}) scale(${inner / 64})">${burger}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 });
}

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="${BACKGROUND}"/>
  <circle cx="1010" cy="315" r="260" fill="${ACCENT}" opacity="0.12"/>
  <g transform="translate(830 135) scale(5.6)">${burger}</g>
  <text x="90" y="270" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="92" fill="#ffffff">Burger House</text>
  <text x="94" y="345" font-family="DejaVu Sans, sans-serif" font-size="38" fill="#ffe8d4">Burgers &amp; fried chicken, Kathmandu</text>
  <rect x="94" y="400" width="120" height="8" rx="4" fill="${ACCENT}"/>
  <text x="94" y="470" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#d6cfc9">Order online · cash on delivery</text>
</svg>`;

await sharp(Buffer.from(card))
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(path.join(publicDir, 'social-card.jpg'));
await icon(192, { padding: 0.08 }).toFile(path.join(publicDir, 'icon-192.png'));
await icon(512, { padding: 0.08 }).toFile(path.join(publicDir, 'icon-512.png'));
// Maskable: the launcher may cut the outer fifth away, so the burger keeps to the middle.
await icon(512, { padding: 0.2 }).toFile(path.join(publicDir, 'icon-maskable-512.png'));
await icon(180, { padding: 0.12 }).toFile(path.join(publicDir, 'apple-touch-icon.png'));
console.log(
  'wrote social-card.jpg, icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png',
);
