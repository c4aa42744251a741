import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from '../http/send-error.js'
import { type QuoteFileBudgetError, recordSiteBudgetError } from '../quotes/quote-file-budgets.js'
import type { QuoteRequestServices } from '../quotes/quote-requests.js'

/**
 * A request whose files would go over a day's budget (decision 045): 429 for the sender's own,
 * 507 for the site's, each with `Retry-After`. The site's is noted for the owner's alerts, which
 * mail the owner (decision 058).
 */
export async function replyOverBudget(
  request: FastifyRequest,
  reply: FastifyReply,
  error: QuoteFileBudgetError,
  services: QuoteRequestServices,
) {
  request.log.info({ budget: error.budget }, "quote request refused: over a day's file budget")
  if (error.budget === 'site') {
    const errorResponse = await recordSiteBudgetError(services.db, error.retryAfterSeconds).catch(
      (caught) => {
        request.log.warn({ err: caught }, 'a refusal for the site file budget was not noted')
        return 0
      },
    )
    if (errorResponse === 1) {
      request.log.warn(
        { limitBytes: services.budgets.siteBytes, retryAfterSeconds: error.retryAfterSeconds },
        "customers' files reached the site's daily budget: requests with files are refused (507) until it renews; the owner is alerted",
      )
    }
  }
  return sendError(
    reply.header('Retry-After', String(error.retryAfterSeconds)),
    error.statusCode,
    error.message,
  )
}
