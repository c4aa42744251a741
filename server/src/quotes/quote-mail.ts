import { extraQuoteFields, type StoredQuoteFields } from '@site/contract/quote-request-fields'
import { serviceNameOf } from '@site/contract/service-names'
import type { SiteService } from '@site/contract/site-settings'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import type { QuoteRequestRow } from '@site/db'
import type Mail from 'nodemailer/lib/mailer'
import { escapeMarkup } from '../shared/escape-markup.js'

/** The stored request: what the visitor typed (`quote-request-fields.ts`) and what we added. */
export type QuoteMailFields = Pick<QuoteRequestRow, 'id' | 'reference' | 'createdAt'> &
  StoredQuoteFields

export interface QuoteMailAddresses {
  from: string
  to: string
  /** The admin portal's address; the mail links to the request in it (`requestLink`). */
  portal: string
}

/** What was sent with the request (the files stay in the portal, never in the mail). */
export interface QuoteMailFiles {
  photos: number
  videos: number
}

/**
 * The portal's quote requests section opened at one request: its card is shown first and focused.
 * (Mails sent before the portal had sections link to `/admin-portal?request=<id>`, which the
 * portal sends on here.)
 */
export function requestLink(portal: string, inquiryId: string): string {
  const url = new URL(portal)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/requests`
  url.searchParams.set('request', inquiryId)
  return url.href
}

/**
 * The e-mail telling staff about a quote request. Addresses are passed to nodemailer as objects
 * (never concatenated into a header), and every visitor value is HTML-escaped in the HTML part.
 * The service is shown by its current name among `services` (the published settings').
 */
export function buildQuoteMail(
  lead: QuoteMailFields,
  addresses: QuoteMailAddresses,
  services: readonly SiteService[],
  files: QuoteMailFiles = { photos: 0, videos: 0 },
): Mail.Options {
  const link = requestLink(addresses.portal, lead.id)
  const sent = filesSent(files)
  const name = `${lead.firstName} ${lead.lastName}`
  const service = lead.serviceType ? serviceNameOf(services, lead.serviceType) : 'No service chosen'
  const rows: [string, string][] = [
    ['Name', name],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    // Any added field, by its label, when the visitor filled it in.
    ...extraQuoteFields.flatMap(({ name, label }): [string, string][] => {
      const value = lead[name]
      return value ? [[label, value]] : []
    }),
    ['Service', service],
    ['Received', formatSouthAfricanTime(lead.createdAt)],
    ['Reference', lead.reference],
    ...(sent
      ? ([['Sent with it', `${sent} (see them in the admin portal)`]] as [string, string][])
      : []),
  ]
  const text = [
    'A quote request came in through the website.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
    '',
    `See and track it in the admin portal: ${link}`,
    'Reply to this e-mail to answer the visitor.',
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    '<p>A quote request came in through the website.</p>',
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeMarkup(value)}</td></tr>`,
    ),
    '</table>',
    '<h3>Message</h3>',
    `<p style="white-space:pre-wrap">${escapeMarkup(lead.message)}</p>`,
    `<p><a href="${escapeMarkup(link)}">See and track it in the admin portal</a></p>`,
    '<p>Reply to this e-mail to answer the visitor.</p>',
    '</body></html>',
  ].join('\n')
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name, address: lead.email },
    subject: `Quote request ${lead.reference}: ${service} — ${name}`,
    text,
    html,
  }
}

function filesSent({ photos, videos }: QuoteMailFiles): string {
  const parts = [
    photos > 0 ? `${photos} photo${photos === 1 ? '' : 's'}` : '',
    videos > 0 ? `${videos} video${videos === 1 ? '' : 's'}` : '',
  ]
  return parts.filter(Boolean).join(' and ')
}
