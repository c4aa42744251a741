import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

export interface MailSender {
  /** Sends one message; rejects when the relay (or the outbox folder) does not accept it. */
  send(message: Mail.Options): Promise<void>
  /** Where messages go, for the start-up log. */
  destination: string
  /** Whether a message sent reaches a mail server, or only the local outbox folder. */
  kind: 'relay' | 'outbox'
}

/** Mail through the SMTP relay at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Well inside the job's time limit, so a stuck relay counts as a failed attempt.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
  const { hostname, port } = new URL(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail(message)
    },
    destination: `the SMTP relay ${hostname}${port ? `:${port}` : ''}`,
    kind: 'relay',
  }
}

/** Without a relay: each message becomes an RFC 5322 `.eml` file in `dir` (opens in any mail app). */
export function outboxSender(dir: string): MailSender {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  return {
    async send(message) {
      const info = await transport.sendMail(message)
      // Customers' names, addresses and messages: for the folder's owner only.
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const stamp = new Date().toISOString().replaceAll(':', '-')
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`)
      // Renamed into place, so a mail client watching the folder never sees half a message.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 })
      await rename(`${file}.part`, file)
    },
    destination: `the folder ${dir}`,
    kind: 'outbox',
  }
}
