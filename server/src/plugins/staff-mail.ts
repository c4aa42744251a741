import fp from 'fastify-plugin'

/** Sender and links of the mail staff get (invites, resets, address changes; decision 062). */
export interface StaffMailSettings {
  from: string
  /** The site's address (PUBLIC_URL). */
  publicUrl: string
  /**
   * `${PUBLIC_URL}/admin-portal/<page>#<token>`. The token is in the fragment, which browsers
   * never send: it stays out of access logs and Referer headers; the page posts it in a body.
   */
  portalLink(page: string, token: string): string
}

declare module 'fastify' {
  interface FastifyInstance {
    staffMail: StaffMailSettings
  }
}

export default fp(
  async (app, options: { from: string; publicUrl: string }) => {
    app.decorate('staffMail', {
      ...options,
      portalLink: (page: string, token: string) =>
        `${options.publicUrl}/admin-portal/${page}#${token}`,
    } satisfies StaffMailSettings)
  },
  { name: 'staff-mail', dependencies: ['mailer'] },
)
