import fp from 'fastify-plugin'
import { sendLeadDigest } from '../quotes/lead-digest.js'
import type { QuoteMailAddresses } from '../quotes/quote-mail.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The morning digest of requests needing attention (decision 068); periodic-work.ts runs it. */
    leadDigest: {
      /** Mails the list as of `now` when it is not empty; answers how many it listed. */
      send(now?: Date): Promise<number>
    }
  }
}

export default fp(
  async (app, options: { addresses: QuoteMailAddresses }) => {
    app.decorate('leadDigest', {
      send: (now?: Date) =>
        sendLeadDigest(
          { db: app.db, mailer: app.mailer, addresses: options.addresses, log: app.log },
          now,
        ),
    })
  },
  { name: 'lead-digest', dependencies: ['database', 'mailer'] },
)
