# syntax=docker/dockerfile:1
# Larkspur ordering: the web app and API in one Node 20 process (docs/deployment.md, "Container").
# NODE_IMAGE lets a machine without a registry build on a local Node 20 bookworm image
# (scripts/container-base.sh makes one from Debian packages).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production packages only, installed apart so the build stage's dev tools never reach the image.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# A user of its own with no login and no write access to the code: only DATA_DIR is writable.
RUN groupadd --system --gid 10001 larkspur \
  && useradd --system --uid 10001 --gid larkspur --home-dir /var/lib/larkspur --shell /usr/sbin/nologin larkspur \
  && install -d -o larkspur -g larkspur -m 0750 /var/lib/larkspur
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
# What the server reads from disk: the build, the migrations, the site and rewards settings, stories.
COPY --from=build /src/build ./build
COPY drizzle ./drizzle
COPY config ./config
COPY content ./content
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/var/lib/larkspur
USER larkspur
VOLUME ["/var/lib/larkspur"]
EXPOSE 3000
# Liveness only (the process answers): readiness is the balancer's and orchestrator's business.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1: SIGTERM reaches the app's drain (npm would not pass it on reliably).
CMD ["node", "build/app/main.js"]
