# Aula in one image (docs/deploy.md): the built web app and server on Node 24 LTS, with the
# production dependencies only. Three stages:
#   build    installs everything and runs `npm run build` (web app, SSR bundle, server bundle);
#   deps     installs the server's production dependencies, compiling the native ones
#            (better-sqlite3; sharp and argon2 ship prebuilt) for this same platform;
#   runtime  Node, the PostgreSQL client tools for `backup`/`restore`, dist/ and node_modules.
# Debian trixie: its postgresql-client is version 17, the same major as compose.yaml's
# PostgreSQL (pg_dump must be the server's version or newer).
ARG NODE_IMAGE=node:24-trixie-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# The tools node-gyp needs when a native module has no prebuilt binary for this platform.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
# Only the manifests first: the install layers stay cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/testkit/package.json packages/testkit/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM base AS build
RUN npm ci
COPY . .
RUN npm run build

FROM base AS deps
# The server's dependencies only: its code and the contract are bundled into dist/, and the
# web app's server bundle carries its own libraries.
RUN npm ci --omit=dev --workspace=@aula/server && npm cache clean --force
# better-sqlite3 12 compiled here against Node 24.19 or newer aborts the process when a
# statement is garbage-collected (nodejs/node#65446); its published binary, built before
# 24.19, does not.
# A build that fell back to compiling an affected binary stops here instead of shipping it.
RUN node --expose-gc -e "const D = require('better-sqlite3'); const d = new D(':memory:'); \
  for (let r = 0; r < 10; r++) { for (let i = 0; i < 5000; i++) d.prepare('select ' + i).get(); gc() } \
  d.close()"

FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  PORT=3000 \
  HOST=0.0.0.0 \
  DATA_DIR=/data
COPY --from=deps /app/package.json ./package.json
COPY --from=deps /app/node_modules ./node_modules
# The server's package.json (an ES module package) and any dependency npm kept beside it.
COPY --from=deps /app/apps/server ./apps/server
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
# The image's own `node` user (uid 1000) owns the data folder and the backups folder
# (`node apps/server/dist/server.js backup /backups`), nothing else.
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the database answers (README "Operations"); no curl in the image, Node asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# tini as PID 1 passes SIGTERM to node and reaps children; node runs the server directly
# (no npm), so a stop drains the requests in hand (README "Operations": Stopping).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
