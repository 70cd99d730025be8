# syntax=docker/dockerfile:1
# The service as a container: the same steps as the README's own commands (npm ci, npm run build,
# then what `npm start` runs), in two stages so the runtime image carries no compiler or dev
# dependencies. See docs/deploy.md.

# ── build: dependencies with their native parts (better-sqlite3), then the TypeScript build ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# ── runtime: node, the built service and its production dependencies; not root ──
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The PNG pictures' fonts (src/render/png.ts): DejaVu Sans for the astrological glyphs, NanumGothic for Hangul.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-nanum && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The documentation pages, which the MCP server offers as resources (src/mcp/server.ts).
COPY --from=build /app/docs ./docs
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# Ready = the access store answers (GET /readyz); fetch is built into Node 20.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs (package.json), without npm in between, so SIGTERM reaches the service.
# The heap is bounded (512 MB of old space, per process): see docs/deploy.md for the memory to give.
CMD ["node", "--max-semi-space-size=64", "--max-old-space-size=512", "dist/src/main.js"]
