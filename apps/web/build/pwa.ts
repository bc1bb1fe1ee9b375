import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';

/*
 * The installable app (web app manifest, icons from scripts/make-brand-images.mjs) and its
 * service worker, service-worker/sw.ts (decision 026). The worker precaches only the app shell:
 * index.html and what it loads, the first load of any shop page (needs `build.manifest`). The rest is kept as it is used,
 * so a customer on mobile data never downloads pages they do not open, nor the back office.
 */

/** The app that src/boot.ts loads once the page has painted (Vite's manifest names it so). */
const APP_ENTRY = 'src/main.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Chunks the app fetches on first use that must work offline all the same: the toaster, which
 * imports sonner, comes with the first toast (src/lib/toast.ts), and one toast says that a meal
 * went into the cart while offline.
 */
const OFFLINE_ON_FIRST_USE = ['src/components/ui/sonner-toaster.tsx'];

/** A chunk's file, its stylesheets and those of every chunk it imports, from Vite's manifest. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, files);
}

/**
 * The shell: what dist/index.html loads (the boot script, stylesheets, icons) and the app the
 * boot script loads after the first paint, with everything that app imports, and the toasts.
 */
function shellFiles(distDir: string): Set<string> {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1] ?? '');
  const files = new Set([...urls.filter(Boolean), 'index.html']);
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[APP_ENTRY]) throw new Error(`${APP_ENTRY} is not in the build's manifest`);
  chunkClosure(manifest, APP_ENTRY, files);
  for (const key of OFFLINE_ON_FIRST_USE) {
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
    chunkClosure(manifest, key, files);
  }
  return files;
}

export function pwa(distDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    // The app registers the worker itself once the page is idle (features/offline): the first
    // paint never waits for it.
    injectRegister: false,
    manifest: {
      name: 'Burger House — Burgers & Fried Chicken',
      short_name: 'Burger House',
      description:
        'Order burgers and fried chicken in Kathmandu for cash on delivery, and follow your order live.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#1f1b18',
      theme_color: '#1f1b18',
      categories: ['food', 'shopping'],
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        { name: 'Menu', url: '/meals', icons: [{ src: '/icon-192.png', sizes: '192x192' }] },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,woff2}'],
      manifestTransforms: [
        async (entries) => {
          const shell = shellFiles(distDir);
          return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
        },
      ],
    },
  });
}
