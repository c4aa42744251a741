/**
 * A failed delivery's error (nodemailer's message, as `inquiries.last_delivery_error` keeps it) in
 * words for the person who runs the site. The first rule that matches wins; the rest is said as
 * the mail server put it.
 */
const rules: [RegExp, string][] = [
  [
    /invalid login|authentication|\b535\b|\b534\b|missing credentials|\bEAUTH\b/i,
    'The mail server refused the user name or password (SMTP_URL).',
  ],
  [
    /ENOTFOUND|EAI_AGAIN|getaddrinfo/i,
    "The mail server's name could not be found: check the host in SMTP_URL.",
  ],
  [
    /ECONNREFUSED/i,
    'The mail server refused the connection: nothing answers at that address and port.',
  ],
  [
    /timeout|timed out|ETIMEDOUT|greeting never received/i,
    'The mail server did not answer in time.',
  ],
  [
    /certificate|self[- ]signed|\bTLS\b|\bSSL\b|wrong version number/i,
    "A secure connection to the mail server failed (its certificate, or SMTP_URL's smtp:// or smtps://).",
  ],
  [/ECONNRESET|connection closed|socket hang up/i, 'The mail server closed the connection.'],
  [
    /recipients? (were |was )?rejected|\b55[0-3]\b|mailbox unavailable|sender address rejected/i,
    'The mail server refused the sender or the recipient address (MAIL_FROM, MAIL_TO).',
  ],
  [/\b552\b|too large|size limit/i, 'The mail server refused the message as too large.'],
  [
    /ENOSPC|EACCES|EPERM|EROFS/i,
    'The outbox folder could not be written (disk full, or no permission).',
  ],
]

export function mailErrorInWords(message: string): string {
  for (const [pattern, words] of rules) if (pattern.test(message)) return words
  const said = message.replace(/\s+/g, ' ').trim().slice(0, 200)
  return `The mail server did not take the message. It said: "${said}"`
}
