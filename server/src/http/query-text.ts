import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { sendError } from './send-error.js'

/**
 * What is wrong with the text of a URL's query string, if anything: a `%` that starts no escape,
 * escapes that are not UTF-8, or U+0000 (which PostgreSQL cannot store or compare). Fastify's
 * query parser passes such values on as they are, so a page or list could hand them to the
 * database; they are refused here for every route at once.
 */
export function queryTextProblem(url: string): string | undefined {
  const start = url.indexOf('?')
  // A raw control byte never gets past Node's HTTP parser: only an escape can carry one.
  if (start < 0 || !url.includes('%', start)) return undefined
  let text: string
  try {
    text = decodeURIComponent(url.slice(start + 1).replaceAll('+', ' '))
  } catch {
    return 'The address is not valid: its query holds a % that is not followed by UTF-8 text.'
  }
  if (text.includes('\u0000')) {
    return 'The address is not valid: its query must not contain the null character (U+0000).'
  }
  return undefined
}

/**
 * An `onRequest` hook: a query that is not text is a 400, before any route reads it. A callback,
 * not an async function: it runs on every request (decision 069).
 */
export function rejectUnreadableQuery(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const problem = queryTextProblem(request.url)
  if (!problem) return done()
  sendError(reply, 400, problem)
}
