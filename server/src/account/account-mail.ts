import type Mail from 'nodemailer/lib/mailer'
import { escapeMarkup } from '../shared/escape-markup.js'

interface Recipient {
  name: string
  address: string
}

/** A short mail to one person: a few lines of text, and the same as HTML with its link. */
function staffMessage(
  from: string,
  to: Recipient,
  subject: string,
  lines: readonly string[],
  link?: { href: string; words: string },
): Mail.Options {
  const text = [
    `Hello ${to.name},`,
    '',
    ...lines,
    ...(link ? ['', `${link.words}: ${link.href}`] : []),
  ].join('\n')
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>Hello ${escapeMarkup(to.name)},</p>`,
    ...lines.map((line) => `<p>${escapeMarkup(line)}</p>`),
    ...(link
      ? [`<p><a href="${escapeMarkup(link.href)}">${escapeMarkup(link.words)}</a></p>`]
      : []),
    '</body></html>',
  ].join('\n')
  // The recipient as an object, never concatenated into the header.
  return { from, to: { name: to.name, address: to.address }, subject, text, html }
}

export function passwordResetMail(from: string, to: Recipient, link: string): Mail.Options {
  return staffMessage(
    from,
    to,
    'Choose a new password for the admin portal',
    [
      'Someone (we hope you) asked to reset the password of your admin portal account.',
      'The link works once, for 1 hour. Choosing a new password signs you out everywhere.',
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    { href: link, words: 'Choose a new password' },
  )
}

export function emailConfirmationMail(from: string, to: Recipient, link: string): Mail.Options {
  return staffMessage(
    from,
    to,
    'Confirm your new e-mail address for the admin portal',
    [
      'You asked to use this address for your admin portal account.',
      'The link works once, for 24 hours. Until you open it, your old address stays in use.',
    ],
    { href: link, words: 'Confirm this address' },
  )
}

export function emailChangeNoticeMail(
  from: string,
  to: Recipient,
  newAddress: string,
): Mail.Options {
  return staffMessage(from, to, 'Your admin portal e-mail address is changing', [
    `Someone signed in as you asked to change your account's e-mail address to ${newAddress}.`,
    'It changes only once the link sent to that address is opened.',
    'If this was not you, change your password now and tell the site owner.',
  ])
}
