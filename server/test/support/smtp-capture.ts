import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { refusedPort } from './refused-port.js'

export interface CapturedMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on loopback that keeps every message it receives. */
/**
 * Listens on `port` when given (to come back up where a stopped one was), else on a free one;
 * on `host` (loopback unless containers must reach it).
 */
export async function startSmtpCapture(port = 0, host = '127.0.0.1') {
  const messages: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const address = server.server.address() as AddressInfo
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>

/**
 * Where a relay that is down would be: a port that refuses connections until a capture is started
 * on it (`startSmtpCapture(port)` brings the relay back).
 */
export async function stoppedSmtpRelay(): Promise<{ port: number; url: string }> {
  const port = await refusedPort()
  return { port, url: `smtp://127.0.0.1:${port}` }
}
