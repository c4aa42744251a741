import type { SystemStatus } from '@site/contract/system-status'
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'

/**
 * `/metrics` in Prometheus's text format: Node's process figures (prom-client's defaults) and the
 * System page's own, read afresh on each scrape. A figure that could not be read is NaN, so a
 * graph shows a gap rather than a made-up zero. Each app has its own registry (tests build many).
 */
export function createSiteMetrics(read: () => Promise<SystemStatus>) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] })

  const info = gauge('site_build_info', 'The running version (always 1).', ['version'])
  const databaseUp = gauge('site_database_up', 'PostgreSQL answered within 2 s (1) or not (0).')
  const storeUp = gauge(
    'site_object_store_up',
    'The object store answered and the media bucket exists (1) or not (0).',
  )
  const mailWaiting = gauge('site_quote_mail_waiting', 'Quote request mails not sent yet.')
  const mailFailing = gauge(
    'site_quote_mail_failing',
    'Quote request mails failing now: unsent after a failed attempt, made after the newest mail that went out.',
  )
  const mailGivenUp = gauge(
    'site_quote_mail_given_up',
    'Quote request mails whose retries were given up on, of all time.',
  )
  const lastBackup = gauge(
    'site_backup_last_success_timestamp_seconds',
    'When the newest backup that was written and verified finished (Unix time; 0: none yet).',
  )
  const mediaItems = gauge('site_media_items', 'Media items by processing status.', ['status'])
  const diskSize = gauge('site_data_disk_size_bytes', 'Size of the disk holding DATA_DIR.')
  const diskUsed = gauge('site_data_disk_used_bytes', 'Bytes used on the disk holding DATA_DIR.')

  return {
    contentType: registry.contentType,
    async render(): Promise<string> {
      const status = await read()
      info.reset()
      info.set({ version: status.version }, 1)
      databaseUp.set(status.database.reachable ? 1 : 0)
      storeUp.set(status.objectStore.reachable ? 1 : 0)
      mailWaiting.set(status.mail.waiting ?? Number.NaN)
      mailFailing.set(status.mail.failing ?? Number.NaN)
      mailGivenUp.set(status.mail.givenUp ?? Number.NaN)
      const finished = status.backup.lastGood?.finishedAt
      lastBackup.set(
        !status.backup.readable ? Number.NaN : finished ? Date.parse(finished) / 1000 : 0,
      )
      for (const [state, count] of Object.entries(status.storage.media?.items ?? {})) {
        mediaItems.set({ status: state }, count)
      }
      if (!status.storage.media) mediaItems.reset()
      diskSize.set(status.storage.dataDisk?.totalBytes ?? Number.NaN)
      diskUsed.set(status.storage.dataDisk?.usedBytes ?? Number.NaN)
      return registry.metrics()
    },
  }
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>
