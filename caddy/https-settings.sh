#!/bin/sh
# Entrypoint of the https profile's services (docker-compose.yml): `caddy-check` runs it alone, so
# `docker compose --profile https up` stops with its message before Caddy starts; `caddy` runs it
# before `caddy run`. It refuses a SITE_DOMAIN Caddy would misread (a scheme, a path, a space),
# and settings that cannot work together, naming the variable; then writes the ACME options the
# Caddyfile imports, and runs the command.
set -eu

refuse() {
  echo "https profile: $*" >&2
  exit 1
}

domain=${SITE_DOMAIN:-}
example='e.g. SITE_DOMAIN=www.example.co.za'
[ -n "$domain" ] || refuse "SITE_DOMAIN is not set: the site's domain name, $example"
case "$domain" in
  *://*) refuse "SITE_DOMAIN \"$domain\" has a scheme: write the domain name only, $example" ;;
  *[[:space:]]*) refuse "SITE_DOMAIN \"$domain\" has a space: one domain name only, $example" ;;
  */*) refuse "SITE_DOMAIN \"$domain\" has a path: the site is the whole domain, $example" ;;
  *:*) refuse "SITE_DOMAIN \"$domain\" has a port: Caddy serves 443 (CADDY_HTTPS_PORT), $example" ;;
esac
label='[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
if ! printf '%s\n' "$domain" | grep -Eqx "$label(\\.$label)+"; then
  refuse "SITE_DOMAIN \"$domain\" is not a domain name, $example"
fi

# The pages, e-mails and the sitemap name PUBLIC_URL: the address Caddy serves.
public_url=${PUBLIC_URL:-}
if [ "${public_url%/}" != "https://$domain" ]; then
  refuse "PUBLIC_URL is \"$public_url\": with SITE_DOMAIN=$domain it must be https://$domain"
fi

# Caddy takes ports 80 and 443; nginx trusts the compose network for the visitor's address, so it
# must not also face the internet (see nginx/entrypoint/15-trusted-proxies.sh).
case "${WEB_PORT:-80}" in
  127.0.0.1:* | \[::1\]:*) ;;
  *) refuse "WEB_PORT is \"${WEB_PORT:-80}\": with Caddy in front publish nginx on the loopback only, e.g. WEB_PORT=127.0.0.1:8080" ;;
esac

ca=${CADDY_ACME_CA:-}
case "$ca" in
  '' | https://*) ;;
  *) refuse "CADDY_ACME_CA \"$ca\" is not an https:// ACME directory URL" ;;
esac
root=${CADDY_ACME_CA_ROOT:-}
if [ -n "$root" ] && [ ! -r "$root" ]; then
  refuse "CADDY_ACME_CA_ROOT \"$root\" is not a readable file in the caddy container (mount it)"
fi

{
  echo '# Written at start by https-settings.sh; edits here are lost.'
  [ -z "$ca" ] || echo "acme_ca $ca"
  [ -z "$root" ] || echo "acme_ca_root $root"
} >/tmp/caddy-acme-options

exec "$@"
