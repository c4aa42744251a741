#!/bin/sh
# Renders TRUSTED_PROXIES (addresses or CIDR ranges of the proxies in front of nginx, separated by
# commas or spaces) into nginx's real_ip settings, so the API sees each visitor's own address
# behind a TLS proxy or CDN, and an address a visitor writes into X-Forwarded-For is believed only
# when it was handed on by one of these proxies.
#
# The web image runs it at start from /docker-entrypoint.d/ (before the templates are rendered);
# the tests run it with an output folder as the first argument (e2e/nginx-config.ts).
set -euf

out_dir="${1:-/etc/nginx/conf.d}"
out="$out_dir/trusted-proxies.conf"
ipv4='([0-9]{1,3}\.){3}[0-9]{1,3}(/([0-9]|[12][0-9]|3[0-2]))?'
ipv6='[0-9A-Fa-f]{0,4}(:[0-9A-Fa-f]{0,4}){2,7}(/([0-9]|[1-9][0-9]|1[01][0-9]|12[0-8]))?'

real_ip=''
geo=''
for entry in $(printf '%s' "${TRUSTED_PROXIES:-}" | tr ',' ' '); do
  if ! printf '%s\n' "$entry" | grep -Eqx "$ipv4|$ipv6"; then
    echo "TRUSTED_PROXIES: \"$entry\" is not an IP address or CIDR range (e.g. 172.16.0.0/12)" >&2
    exit 1
  fi
  real_ip="${real_ip}set_real_ip_from $entry;
"
  geo="${geo}    $entry 1;
"
done

{
  echo '# Written at start from TRUSTED_PROXIES by 15-trusted-proxies.sh; edits here are lost.'
  if [ -n "$real_ip" ]; then
    printf '%s' "$real_ip"
    echo 'real_ip_header X-Forwarded-For;'
    # Walk back through every trusted proxy in the chain to the first address none of them is.
    echo 'real_ip_recursive on;'
  fi
  # Whether nginx was connected from one of them (the site's template reads it).
  echo 'geo $realip_remote_addr $site_via_trusted_proxy {'
  echo '    default 0;'
  printf '%s' "$geo"
  echo '}'
} > "$out"
