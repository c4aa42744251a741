const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'])
// SQLSTATE: connection exceptions (08…), shutting down / cannot connect now (57P…), too many
// connections (53300).
const SQLSTATE = /^(08...|57P0[123]|53300)$/
const PG_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection error/i

/**
 * Whether `error` (or what caused it: Drizzle wraps driver errors) means PostgreSQL could not be
 * reached, as opposed to a mistake in a query.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true
  if (PG_MESSAGES.test(error.message)) return true
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true
  }
  return isDatabaseUnavailable(error.cause, depth + 1)
}
