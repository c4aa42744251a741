import path from 'node:path'
import fp from 'fastify-plugin'
import { type MailSender, outboxSender, smtpSender } from '../mail/mail-sender.js'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailSender
  }
}

export interface MailerOptions {
  smtpUrl: string | undefined
  dataDir: string
}

/** Outgoing mail: the SMTP relay when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export default fp(
  async (app, options: MailerOptions) => {
    const sender = options.smtpUrl
      ? smtpSender(options.smtpUrl)
      : outboxSender(path.resolve(options.dataDir, 'outbox'))
    app.decorate('mailer', sender)
    app.log.info(`mail goes to ${sender.destination}`)
  },
  { name: 'mailer' },
)
