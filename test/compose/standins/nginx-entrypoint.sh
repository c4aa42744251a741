#!/bin/sh
# Test fixture for test/compose only: the nginx image's entrypoint hooks and template step. Every
# /etc/nginx/templates/NAME.template becomes /etc/nginx/conf.d/NAME with ${VAR} replaced for the
# variables set in the environment only, so nginx's own $variables stay.
set -eu
# The image's hook folder, as its entrypoint runs it: every executable *.sh in name order (the
# project's web image adds 15-trusted-proxies.sh there).
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
