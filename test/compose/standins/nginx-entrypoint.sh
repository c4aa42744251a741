#!/bin/sh
# Test fixture for test/compose only: the nginx image's template step. Every
# /etc/nginx/templates/NAME.template becomes /etc/nginx/conf.d/NAME with ${VAR} replaced for the
# variables set in the environment only, so nginx's own $variables stay.
set -eu
defined=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -f "$template" ] || continue
  name=$(basename "$template" .template)
  envsubst "$defined" <"$template" >"/etc/nginx/conf.d/$name"
  echo "rendered $template to /etc/nginx/conf.d/$name"
done
exec "$@"
