import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import { formatYearMonth } from '@site/contract/year-month'
import type Mail from 'nodemailer/lib/mailer'
import { requestLink } from '../quotes/quote-mail.js'
import { escapeMarkup } from '../shared/escape-markup.js'

/** The job a review request is about, as the customer knows it. */
export interface ReviewedJob {
  firstName: string
  /** The service's name ('' when the customer chose none). */
  service: string
  /** `YYYY-MM`. */
  month: string
}

/** "your Solar job in November 2026" (or "your job in …" without a service). */
export function jobWords(job: ReviewedJob): string {
  return `your ${job.service ? `${job.service} ` : ''}job in ${formatYearMonth(job.month)}`
}

/** The WhatsApp text staff send: the job and the personal link. */
export function reviewWhatsAppText(job: ReviewedJob, company: string, link: string): string {
  return `Hi ${job.firstName}, thank you for choosing ${company} for ${jobWords(job)}. Would you tell us how we did? It takes a minute: ${link}`
}

/**
 * The review request e-mail to the customer: the company, the job, the personal link, and a way
 * to stop review mail (a link, and the `List-Unsubscribe` headers mail apps show as a button that
 * unsubscribes in one click).
 */
export function buildReviewMail(options: {
  job: ReviewedJob
  company: string
  from: string
  to: { name: string; address: string }
  link: string
  /** The page with the "Stop review e-mails" button, for the mail's own line. */
  unsubscribeLink: string
  /** Where a mail app's one-click unsubscribe posts (RFC 8058); a plain visit goes to the page. */
  oneClickUnsubscribe: string
}): Mail.Options {
  const { job, company, link, unsubscribeLink } = options
  const greeting = `Hi ${job.firstName},`
  const ask = `Thank you for choosing ${company} for ${jobWords(job)}. Would you tell us how we did? It takes a minute, and it helps other people choose.`
  const text = [
    greeting,
    '',
    ask,
    '',
    `Write your review: ${link}`,
    '',
    'The link is yours alone and works once, for 60 days.',
    '',
    `${company}`,
    '',
    `No more review e-mails from us: ${unsubscribeLink}`,
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeMarkup(greeting)}</p>`,
    `<p>${escapeMarkup(ask)}</p>`,
    `<p><a href="${escapeMarkup(link)}">Write your review</a></p>`,
    '<p>The link is yours alone and works once, for 60 days.</p>',
    `<p>${escapeMarkup(company)}</p>`,
    `<p style="font-size:12px;color:#555"><a href="${escapeMarkup(unsubscribeLink)}">No more review e-mails from us</a></p>`,
    '</body></html>',
  ].join('\n')
  return {
    // The company's name with the site's sender address ("Website <no-reply@…>" in MAIL_FROM).
    from: { name: company, address: /<([^>]+)>\s*$/.exec(options.from)?.[1] ?? options.from },
    to: options.to,
    subject: `How did we do? ${company}`,
    text,
    html,
    list: { unsubscribe: { url: options.oneClickUnsubscribe, comment: 'No more review e-mails' } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

export interface LowRatingFields {
  inquiryId: string
  reference: string
  customerName: string
  stars: number
  text: string
  name: string
  createdAt: Date
}

/** The mail that tells staff at once about a review of 3 stars or less, so the owner can call. */
export function buildLowRatingMail(
  review: LowRatingFields,
  addresses: { from: string; to: string; portal: string },
): Mail.Options {
  const link = requestLink(addresses.portal, review.inquiryId)
  const rows: [string, string][] = [
    ['Stars', `${review.stars} of 5`],
    ['Customer', review.customerName],
    ['Name to show', review.name],
    ['Reference', review.reference],
    ['Received', formatSouthAfricanTime(review.createdAt)],
  ]
  const said = review.text || '(nothing written)'
  const text = [
    `A customer gave ${review.stars} of 5 stars. You may want to call them.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'What they wrote:',
    said,
    '',
    `See the request in the admin portal: ${link}`,
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>A customer gave ${review.stars} of 5 stars. You may want to call them.</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeMarkup(value)}</td></tr>`,
    ),
    '</table>',
    '<h3>What they wrote</h3>',
    `<p style="white-space:pre-wrap">${escapeMarkup(said)}</p>`,
    `<p><a href="${escapeMarkup(link)}">See the request in the admin portal</a></p>`,
    '</body></html>',
  ].join('\n')
  return {
    from: addresses.from,
    to: addresses.to,
    subject: `Review of ${review.stars} star${review.stars === 1 ? '' : 's'} for ${review.reference} — ${review.customerName}`,
    text,
    html,
  }
}
