/**
 * How Debian's Chromium is started here. Without the background-networking flags its own
 * connections (updates, sync, field trials) are refused on a closed network, many at a time.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
