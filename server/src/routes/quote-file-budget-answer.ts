import type { FastifyReply, FastifyRequest } from 'fastify'
import { alertStaffOfSpentBudget } from '../quotes/quote-file-budget-alert.js'
import type { QuoteFileBudgetError } from '../quotes/quote-file-budgets.js'
import type { QuoteRequestServices } from '../quotes/quote-requests.js'

/**
 * A request whose files would go over a day's budget (decision 045): 429 for the sender's own,
 * 507 for the site's, each with `Retry-After`. The site's tells staff, once a day.
 */
export async function answerOverBudget(
  request: FastifyRequest,
  reply: FastifyReply,
  error: QuoteFileBudgetError,
  services: QuoteRequestServices,
) {
  request.log.info({ budget: error.budget }, "quote request refused: over a day's file budget")
  if (error.budget === 'site') {
    await alertStaffOfSpentBudget(
      services,
      request.log,
      services.budgets.siteBytes,
      error.retryAfterSeconds,
    ).catch((caught) => {
      request.log.warn({ err: caught }, 'staff could not be alerted to the spent file budget')
    })
  }
  return reply
    .code(error.statusCode)
    .header('Retry-After', String(error.retryAfterSeconds))
    .send({ success: false, message: error.message })
}
