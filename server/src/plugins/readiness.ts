import fp from 'fastify-plugin'
import { sendError } from '../http/send-error.js'

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness
  }
}

export interface Readiness {
  /** Registers work that must succeed before the API serves requests (migrations, bucket...). */
  addStartupTask(name: string, task: () => Promise<void>): void
  isReady(): boolean
  /** Resolves once every start-up task has succeeded. */
  whenReady(): Promise<void>
}

const FIRST_DELAY_MS = 500
const MAX_DELAY_MS = 15_000

export interface ReadinessOptions {
  /** After this long a task that neither succeeded nor failed is named in a warning (default 20 s). */
  slowTaskWarningMs?: number
}

/**
 * Runs the start-up tasks in order after the server is up, retrying with exponential backoff while
 * a backing service is down, so the API can start before PostgreSQL or the object store. Until all
 * have succeeded, API requests other than the health check respond with 503.
 */
export default fp<ReadinessOptions>(
  async (app, { slowTaskWarningMs = 20_000 }) => {
    const tasks: { name: string; task: () => Promise<void> }[] = []
    let ready = false
    let closing = false
    let markReady: () => void = () => {}
    const readyPromise = new Promise<void>((resolve) => {
      markReady = resolve
    })
    let wakeUp: () => void = () => {}

    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms)
        wakeUp = () => {
          clearTimeout(timer)
          resolve()
        }
      })

    // A task that hangs (a lock, a store that accepts and never answers) would otherwise leave
    // the health check at "starting" with nothing in the log to say why.
    async function runWatched(name: string, task: () => Promise<void>): Promise<void> {
      const slow = setTimeout(
        () =>
          app.log.warn(
            `start-up task "${name}" is still running after ${slowTaskWarningMs / 1000} s`,
          ),
        slowTaskWarningMs,
      )
      try {
        await task()
      } finally {
        clearTimeout(slow)
      }
    }

    async function runTasks(): Promise<void> {
      for (const { name, task } of tasks) {
        let delay = FIRST_DELAY_MS
        for (;;) {
          if (closing) return
          try {
            await runWatched(name, task)
            break
          } catch (error) {
            if (closing) return
            app.log.warn(
              { err: error },
              `start-up task "${name}" failed; retrying in ${Math.round(delay / 100) / 10} s`,
            )
            await sleep(delay)
            delay = Math.min(delay * 2, MAX_DELAY_MS)
          }
        }
      }
      ready = true
      app.log.info('all start-up tasks done; serving requests')
      markReady()
    }

    app.decorate('readiness', {
      addStartupTask: (name, task) => {
        tasks.push({ name, task })
      },
      isReady: () => ready,
      whenReady: () => readyPromise,
    } satisfies Readiness)

    app.addHook('onReady', async () => {
      void runTasks()
    })
    app.addHook('onClose', async () => {
      closing = true
      wakeUp()
    })
    // A callback, not an async function: it runs on every request (decision 069).
    app.addHook('onRequest', (request, reply, done) => {
      if (ready || !request.url.startsWith('/api/') || request.url.startsWith('/api/health')) {
        return done()
      }
      reply.header('Retry-After', '5')
      sendError(reply, 503, 'The service is starting. Please try again shortly.')
    })
  },
  { name: 'readiness' },
)
