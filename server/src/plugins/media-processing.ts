import fp from 'fastify-plugin'
import {
  MEDIA_QUEUES,
  type MediaJob,
  type MediaJobOptions,
} from '../media/processing/media-jobs.js'
import { type ProcessingServices, processMedia } from '../media/processing/media-processing.js'
import {
  defaultMediaTools,
  findMediaTools,
  type MediaTools,
} from '../media/processing/media-tools.js'
import type { QueuedJob } from '../shared/queued-job.js'

export interface MediaProcessingSettings {
  /** Retry and expiry of each processing job, used wherever one is queued. */
  jobOptions: MediaJobOptions
  /** ffmpeg and ffprobe as found at start-up; null when missing. */
  tools: MediaTools | null
  /** One job's time limit. */
  timeLimitMs: number
  /** Aborted when the API shuts down, so running tools are killed. */
  shutdown: AbortSignal
}

declare module 'fastify' {
  interface FastifyInstance {
    mediaProcessing: MediaProcessingSettings
  }
}

export interface MediaProcessingOptions {
  pollingIntervalSeconds?: number
  /** One job's time limit (30 minutes by default); over it, the item fails. */
  timeLimitMs?: number
  /** pg-boss retries after an unexpected error (2 by default, the first after 30 s). */
  retry?: Pick<MediaJobOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff'>
  /** Photos made at once (2) and videos (1): a small server has one or two cores. */
  imageConcurrency?: number
  videoConcurrency?: number
  /** ffmpeg and ffprobe (on PATH by default); tests point them at nothing. */
  tools?: MediaTools
  onDerivativeWritten?: ProcessingServices['onDerivativeWritten']
}

const THIRTY_MINUTES = 30 * 60 * 1000

/** The workers that make each uploaded item's derivatives (docs/decisions/011). */
export default fp(
  async (app, options: MediaProcessingOptions) => {
    const timeLimitMs = options.timeLimitMs ?? THIRTY_MINUTES
    const tools = await findMediaTools(options.tools ?? defaultMediaTools)
    const shutdown = new AbortController()
    app.decorate('mediaProcessing', {
      tools,
      timeLimitMs,
      shutdown: shutdown.signal,
      jobOptions: {
        retryLimit: 2,
        retryDelay: 30,
        retryBackoff: true,
        ...options.retry,
        // pg-boss gives up on a job a little after our own limit has killed its tools.
        expireInSeconds: Math.ceil(timeLimitMs / 1000) + 120,
      },
    })

    if (!tools) {
      app.log.warn(
        'ffmpeg or ffprobe was not found: uploaded videos cannot be published (their metadata cannot be removed) until it is installed',
      )
    }
    const services: ProcessingServices = {
      db: app.db,
      storage: app.storage,
      log: app.log,
      tools,
      timeLimitMs,
      shutdown: shutdown.signal,
      onDerivativeWritten: options.onDerivativeWritten,
    }
    const worker = (concurrency: number) => ({
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      concurrency,
      handler: (job: QueuedJob<MediaJob>) => processMedia(services, job),
    })
    app.jobQueue.addQueue<MediaJob>(MEDIA_QUEUES.image, worker(options.imageConcurrency ?? 2))
    app.jobQueue.addQueue<MediaJob>(MEDIA_QUEUES.video, worker(options.videoConcurrency ?? 1))

    // Registered after the job queue, so this runs before it stops: running tools are killed and
    // their jobs are retried by the next start instead of keeping the shutdown waiting.
    app.addHook('onClose', async () => shutdown.abort(new Error('the API is shutting down')))
  },
  { name: 'media-processing', dependencies: ['database', 'storage', 'job-queue'] },
)
