# accessplane's server: `docker build -t accessplane .`, then
#   docker run -p 8080:8080 -v accessplane-data:/data -e ACCESSPLANE_BOOTSTRAP_TOKEN=... accessplane
# (SQLite in /data), or with ACCESSPLANE_DATABASE_URL for PostgreSQL (see compose.yaml).

# Build: the package packed as npm publishes it, installed with its peers into /app by the same script
# the image's test runs (scripts/image-filesystem.mjs). The compilers are for better-sqlite3 when no
# prebuilt binary can be downloaded.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN node scripts/image-filesystem.mjs /app

# Run: the app folder on the same Debian release (the native addon was built against its libc), owned
# by root and run as the unprivileged `node` user, whose only writable folder is /data.
FROM node:20-bookworm-slim
COPY --from=build /app /app
RUN mkdir /data && chown node:node /data
USER node
WORKDIR /data
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 ACCESSPLANE_DB=/data/accessplane.db
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "/app/node_modules/accessplane/dist/cli.js"]
CMD ["serve"]
