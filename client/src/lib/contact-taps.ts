import { type ContactChannel, contactTapsPath } from '@site/contract/contact-channels'

/**
 * Tells the server a visitor tapped a WhatsApp or call link, to be counted for the week
 * (docs/decisions/016-website-dashboard.md): the channel and nothing else. A beacon, because the
 * tap takes the visitor away (WhatsApp or the phone app opens, the page may go) and the browser
 * still delivers a beacon then; `fetch` with `keepalive` where there is no beacon. Best effort:
 * a tap that is not counted must never bother the visitor.
 */
export function countContactTap(channel: ContactChannel): void {
  const body = JSON.stringify({ channel })
  try {
    const blob = new Blob([body], { type: 'application/json' })
    if (navigator.sendBeacon?.(contactTapsPath, blob)) return
  } catch {
    // A browser that refuses the beacon (or has none) gets the fetch below.
  }
  fetch(contactTapsPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {})
}
