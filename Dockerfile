# syntax=docker/dockerfile:1
# Estimate: build the app, then run it as an unprivileged user with its data on a volume.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles itself where no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Production dependencies only: the build tools (vite, esbuild) are among them.
RUN npm ci --omit=dev
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm: it receives SIGTERM from `docker stop` and shuts down cleanly.
CMD ["node", "dist/server/main.js"]
