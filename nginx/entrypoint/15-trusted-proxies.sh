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

# The IPv4 networks this container is on, as CIDR ranges, from its routing table (no `ip` in the
# image): /proc/net/route holds each destination and mask as little-endian hex.
own_networks() {
  awk 'function byte(h) { return index("0123456789ABCDEF", toupper(substr(h, 1, 1))) * 16 - 16 + index("0123456789ABCDEF", toupper(substr(h, 2, 1))) - 1 }
    NR > 1 && $3 == "00000000" && $2 != "00000000" {
      bits = 0
      for (i = 1; i <= 8; i++) bits += substr("0112122312232334", index("0123456789ABCDEF", toupper(substr($8, i, 1))), 1)
      printf "%d.%d.%d.%d/%d\n", byte(substr($2, 7, 2)), byte(substr($2, 5, 2)), byte(substr($2, 3, 2)), byte(substr($2, 1, 2)), bits
    }' "${PROC_NET_ROUTE:-/proc/net/route}"
}

proxies="${TRUSTED_PROXIES:-}"
# With the https profile (SITE_DOMAIN set) Caddy connects from the compose network, at an address
# that changes whenever its container is recreated: the network's range is trusted instead. Only
# compose's own services are on it, and nginx is published on the loopback only then (the caddy
# service refuses to start otherwise).
if [ -n "${SITE_DOMAIN:-}" ]; then
  networks=$(own_networks | tr '\n' ' ')
  echo "SITE_DOMAIN is set: Caddy's X-Forwarded-For is believed from this container's networks: $networks"
  proxies="$proxies $networks"
fi

real_ip=''
geo=''
for entry in $(printf '%s' "$proxies" | tr ',' ' '); do
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
