import { attentionInWords, type LeadNeedingAttention } from '@site/contract/leads'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import type { Database } from '@site/db'
import type { FastifyBaseLogger } from 'fastify'
import type Mail from 'nodemailer/lib/mailer'
import type { MailSender } from '../mail/mail-sender.js'
import { escapeMarkup } from '../shared/escape-markup.js'
import { leadsNeedingAttentionNow } from './leads-needing-attention.js'
import { type QuoteMailAddresses, requestLink } from './quote-mail.js'

export interface LeadDigestServices {
  db: Database
  mailer: MailSender
  /** The quote mail's: the digest goes where the requests themselves went. */
  addresses: QuoteMailAddresses
  log: FastifyBaseLogger
}

const SIGN_OFF =
  'This e-mail comes at 07:00 on working days, only when a quote request needs attention.'

/**
 * The morning digest (decision 068): mails the staff the requests that need attention as of
 * `now`, each with a link that opens it in the portal; no mail when none does. Answers how many
 * were listed (0: nothing was sent).
 */
export async function sendLeadDigest(
  services: LeadDigestServices,
  now: Date = new Date(),
): Promise<number> {
  const items = await leadsNeedingAttentionNow(services.db, now)
  if (items.length === 0) return 0
  await services.mailer.send(buildLeadDigestMail(items, services.addresses))
  services.log.info(
    { requests: items.length, to: services.mailer.destination },
    'morning digest of requests needing attention mailed',
  )
  return items.length
}

export function buildLeadDigestMail(
  items: readonly LeadNeedingAttention[],
  addresses: QuoteMailAddresses,
): Mail.Options {
  const count = items.length === 1 ? '1 quote request needs' : `${items.length} quote requests need`
  const lines = items.map((item) => ({
    title: `${item.reference}, ${item.firstName} ${item.lastName}`,
    reason: `${attentionInWords(item)} (${sinceInWords(item)})`,
    link: requestLink(addresses.portal, item.id),
  }))
  const text = [
    `Good morning. ${count} attention:`,
    '',
    ...lines.flatMap((line) => [line.title, line.reason, `Open it: ${line.link}`, '']),
    SIGN_OFF,
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>Good morning. ${count} attention:</p>`,
    '<ul>',
    ...lines.map(
      (line) =>
        `<li style="margin-bottom:12px"><strong>${escapeMarkup(line.title)}</strong><br>${escapeMarkup(line.reason)}<br><a href="${escapeMarkup(line.link)}">Open it in the portal</a></li>`,
    ),
    '</ul>',
    `<p>${SIGN_OFF}</p>`,
    '</body></html>',
  ].join('\n')
  return {
    from: addresses.from,
    to: addresses.to,
    subject: `Needs attention: ${items.length === 1 ? '1 quote request' : `${items.length} quote requests`}`,
    text,
    html,
  }
}

function sinceInWords(item: LeadNeedingAttention): string {
  const when = formatSouthAfricanTime(item.since)
  if (item.reason === 'new') return `received ${when}`
  if (item.reason === 'quoted') return `quoted ${when}`
  return `done ${when}`
}
