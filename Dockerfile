# syntax=docker/dockerfile:1
# The site as one image: build everything, then a small runtime with production dependencies
# only, run as an unprivileged user. See docs/operations.md (Containers).

ARG NODE_IMAGE=node:20.20-bookworm-slim

# ── Build: install everything, build the web app and the server bundle ─────────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── Production dependencies of the server only (the bundle keeps npm packages external) ───
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --workspace @app/server --no-audit --no-fund
# PDFs embed Noto fonts read from node_modules at run time (apps/server/src/lib/pdf-fonts.ts);
# they use two of the nine weights each Expo font package ships (Noto Sans SC: 96 MB → 21 MB).
RUN find node_modules/@expo-google-fonts -type f \( -name '*.png' -o \
      \( -name '*.ttf' ! -name '*_400Regular.ttf' ! -name '*_700Bold.ttf' \) \) -delete

# ── Runtime ───────────────────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
