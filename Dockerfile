# syntax=docker/dockerfile:1
# The shop's server image: the built web app and the server bundle, run by Node.js 20 as the
# `node` user (docs/deployment.md). Not built by CI here: these machines have no container
# engine. It follows the README's variables; change them together.

# Debian (glibc), not Alpine: sharp's prebuilt binaries are for glibc.
ARG NODE_IMAGE=node:20-bookworm-slim

# The package manifests alone, so that `npm ci` is cached until one of them changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/db/package.json packages/db/
COPY packages/storage/package.json packages/storage/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# Every dependency, the sources, then `npm run build`: apps/web/dist, apps/web/dist-server and
# apps/api/dist/server.js.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Production dependencies only, from the same lockfile: the bundle imports each npm package by
# its path under node_modules (apps/api/scripts/build-server.mjs), and `npm ci` lays them out
# as the build stage's install did.
COPY --from=manifests /app ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
# The built server and web app, and what they read from disk at run time: the migrations
# (packages/db/migrations), and the built @shop/shared (packages/shared/dist) that the server and
# the renderer (dist-server) share under `--conditions=shop-build`. The TypeScript sources are for `npm run storage:migrate`, which runs them
# through tsx (a production dependency of apps/api).
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
COPY --from=build /app/packages/db/migrations packages/db/migrations
COPY --from=build /app/packages/db/src packages/db/src
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/packages/shared/src packages/shared/src
COPY --from=build /app/packages/storage/src packages/storage/src
COPY --from=build /app/apps/api/src apps/api/src
# DATA_DIR: mail written as files when SMTP_URL is unset ($DATA_DIR/outbox), and the embedded
# database and uploads folder of a server run without DATABASE_URL and S3_*.
RUN mkdir -p data/outbox && chown -R node:node data
USER node

EXPOSE 3000
# Liveness: the process answers and its database does (curl is not in slim images).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops cleanly on SIGTERM within SHUTDOWN_TIMEOUT_MS. It is started by node itself,
# not `npm start`: npm would not pass the signal on, and the image is built already. The
# command is `npm start`'s own (package.json), without the staleness check.
STOPSIGNAL SIGTERM
CMD ["node", "--conditions=shop-build", "--enable-source-maps", "apps/api/dist/server.js"]
