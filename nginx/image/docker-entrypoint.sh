#!/bin/sh
# The web image's entrypoint (Dockerfile, stage `web`): runs the start hooks, then renders every
# /etc/nginx/templates/NAME.template into /etc/nginx/conf.d/NAME with ${VAR} replaced for the
# variables set in the environment only, so nginx's own $variables stay; then runs the command.
set -eu
# Every executable *.sh in name order (15-trusted-proxies.sh: TRUSTED_PROXIES -> real_ip).
for hook in /docker-entrypoint.d/*.sh; do
  [ -x "$hook" ] || continue
  echo "running $hook"
  "$hook"
done
defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -f "$template" ] || continue
  name=$(basename "$template" .template)
  envsubst "$defined" <"$template" >"/etc/nginx/conf.d/$name"
  echo "rendered $template to /etc/nginx/conf.d/$name"
done
exec "$@"
