import fp from 'fastify-plugin'
import { keepListening } from '../shared/listening-connection.js'

/** What a plugin does with the notifications of one PostgreSQL channel, and with the connection. */
export interface ChannelListener {
  onNotification(payload: string): void
  /** LISTEN is in place: from now on every notification is heard. Failing counts as lost. */
  onListening(): void | Promise<void>
  /** The connection is gone (or never came): notifications may go unheard until `onListening`. */
  onLost(error?: unknown): void
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Channels are named while plugins register; all are heard on one connection. */
    notifications: { listen(channel: string, listener: ChannelListener): void }
  }
}

/**
 * One listening connection per API process for every channel its plugins name (the catalogue
 * version, removed media), opened once the migrations have run (they create the triggers that
 * notify) and reopened with backoff whenever it fails (shared/listening-connection.ts).
 */
export default fp(
  async (app, options: { databaseUrl: string }) => {
    const listeners = new Map<string, ChannelListener>()
    let listening: { close(): Promise<void> } | undefined
    let closing = false
    app.decorate('notifications', {
      listen(channel: string, listener: ChannelListener) {
        listeners.set(channel, listener)
      },
    })
    app.addHook('onReady', async () => {
      void app.readiness.whenReady().then(() => {
        if (closing || listeners.size === 0) return
        const all = [...listeners.values()]
        listening = keepListening({
          databaseUrl: options.databaseUrl,
          channels: Object.fromEntries(
            [...listeners].map(([channel, listener]) => [
              channel,
              (payload: string) => listener.onNotification(payload),
            ]),
          ),
          onListening: async () => {
            for (const listener of all) await listener.onListening()
          },
          onLost: (error) => {
            for (const listener of all) listener.onLost(error)
          },
        })
      })
    })
    app.addHook('onClose', async () => {
      closing = true
      await listening?.close()
    })
  },
  { name: 'notifications', dependencies: ['readiness'] },
)
