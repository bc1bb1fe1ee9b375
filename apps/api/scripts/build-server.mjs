#!/usr/bin/env node
// `npm run build -w @shop/api`: bundles the server (src/server.ts and the workspace packages it
// imports) into dist/server.js, so that `npm start` runs JavaScript instead of compiling
// TypeScript at every start. `npm run dev` and the tests still run the sources through tsx.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(apiDir, 'dist');
const outfile = path.join(outdir, 'server.js');
const sharedDir = path.join(apiDir, '../../packages/shared');

/**
 * The server and the web app's renderer (apps/web/dist-server, which the server loads) must
 * share one copy of @shop/shared: every contract registers its OpenAPI id in zod's global
 * registry, and a second copy would register them twice. So @shop/shared is built apart, to
 * packages/shared/dist/index.js, and both import it by name: `node --conditions=shop-build`
 * makes the package's `shop-build` export (that file) what the name means.
 */
const SHARED = '@shop/shared';

/** A path from the bundle to `file`, as an import specifier ('./…' or '../…', with slashes). */
const fromBundle = (file) => {
  const relative = path.relative(outdir, file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * npm packages stay in node_modules (sharp and PGlite load native and wasm files next to
 * themselves). Each is imported by the path of the file the importing source resolves to: npm
 * does not hoist every package to the root (drizzle-orm sits in packages/db/node_modules), so
 * the package name alone would not be found from dist/ or could find another copy.
 */
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path === SHARED) return { path: SHARED, external: true };
      if (args.pluginData === 'resolving' || args.path.startsWith('@shop/')) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: fromBundle(resolved.path), external: true };
    });
  },
};

/**
 * Some modules find files next to their source (the migrations, the repository's data/ and
 * apps/web/dist). In the bundle `import.meta.url` would be dist/server.js, so in each such
 * module it becomes the URL of its source file, found from the bundle's own location.
 */
const sourceLocatedFiles = {
  name: 'source-located-files',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const sourceUrl = `new URL(${JSON.stringify(fromBundle(args.path))}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
    });
  },
};

const shared = await build({
  entryPoints: [path.join(sharedDir, 'src/index.ts')],
  outfile: path.join(sharedDir, 'dist/index.js'),
  bundle: true,
  platform: 'neutral',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  write: false,
});

const result = await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Resolve packages as Node does: no "module" condition or field.
  conditions: [],
  mainFields: ['main'],
  sourcemap: 'linked',
  // The map points at the sources in the repository; it need not carry copies of them.
  sourcesContent: false,
  plugins: [npmPackagesOutside, sourceLocatedFiles],
  logLevel: 'warning',
  write: false,
});

// Written beside, then renamed: a server starting meanwhile reads the old bundle or the new one.
await mkdir(outdir, { recursive: true });
await mkdir(path.join(sharedDir, 'dist'), { recursive: true });
for (const file of [...shared.outputFiles, ...result.outputFiles]) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  await writeFile(temporary, file.contents);
  await rename(temporary, file.path);
}
const bundle = result.outputFiles.find((file) => file.path === outfile);
console.log(
  `Built ${path.relative(process.cwd(), outfile) || outfile} (${Math.round((bundle?.contents.length ?? 0) / 1024)} KiB)`,
);
