import pg from 'pg'

const FIRST_RETRY_MS = 500
const MAX_RETRY_MS = 15_000

export interface ListeningOptions {
  databaseUrl: string
  /** PostgreSQL channel names (plain identifiers), each with what a notification's payload does. */
  channels: Record<string, (payload: string) => void>
  /** LISTEN is in place: from now on every notification is heard. Failing counts as lost. */
  onListening(): void | Promise<void>
  /** The connection is gone (or never came): notifications may go unheard until `onListening`. */
  onLost(error?: unknown): void
}

/**
 * Listens on its channels on one connection of its own, and reconnects with backoff (0.5–15 s)
 * whenever that connection fails (PostgreSQL restarting, or not yet up). Whoever relies on the
 * notifications treats the time between `onLost` and `onListening` as "anything may have changed".
 */
export function keepListening(options: ListeningOptions): { close(): Promise<void> } {
  let current: pg.Client | null = null
  let retryTimer: NodeJS.Timeout | undefined
  let retryMs = FIRST_RETRY_MS
  let closing = false

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== current) return
    current = null
    client.end().catch(() => {})
    options.onLost(error)
    if (closing) return
    retryTimer = setTimeout(listen, retryMs)
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  const listen = async () => {
    // Named, so an operator (or a test) can find it in pg_stat_activity.
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: `listen ${Object.keys(options.channels).join(' ')}`,
    })
    current = client
    client.on('notification', (message) => {
      if (client === current) options.channels[message.channel]?.(message.payload ?? '')
    })
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      for (const channel of Object.keys(options.channels)) await client.query(`LISTEN ${channel}`)
      if (client !== current) return
      await options.onListening()
      if (client === current) retryMs = FIRST_RETRY_MS
    } catch (error) {
      lost(client, error)
    }
  }

  void listen()
  return {
    async close() {
      closing = true
      clearTimeout(retryTimer)
      const client = current
      current = null
      await client?.end().catch(() => {})
    },
  }
}
