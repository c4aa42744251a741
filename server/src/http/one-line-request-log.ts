import { LogController } from 'fastify'

/**
 * Request logging for a person at a terminal (npm start): one line per answered request
 * (`GET /about 200 3 ms`) instead of an "incoming" and a "completed" record; errors as before.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply, metadata]: Parameters<LogController['requestCompleted']>
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply, metadata)
      return
    }
    reply.log.info(
      `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    )
  }
}
