# Emission Desk: the app, its server (gateway, link previews, runtime config) and the sandbox.
# Build: docker build -t emission-desk .
# Run:   docker run -p 4173:4173 -e SERVICE_URL=… -e SERVICE_API_KEY=… -e SERVICE_API_AUTH=… \
#          -e SERVICE_API_SECRET=… -e PUBLIC_URL=https://desk.example.com emission-desk
# Several replicas with Redis and nginx: docs/deploy/compose.yaml. Every setting is in
# docs/deploy/README.md.

# --- build: all dependencies, then the production build into dist/ (the server compiled into
# dist/server/main.js) ------------------------------------------------------------------------
FROM node:26-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build

# --- runtime: production dependencies and the build; no TypeScript, no compiler -------------
FROM node:26-trixie-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4173 \
    SANDBOX_STORE_DIR=/app/.sandbox-data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/.sandbox-data && chown node:node /app/.sandbox-data
USER node
EXPOSE 4173
# Liveness; a load balancer asks /readyz, which says 503 while the server drains.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4173) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm, so that SIGTERM reaches the server, which drains (SHUTDOWN_GRACE_SECONDS).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
