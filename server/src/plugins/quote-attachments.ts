import fp from 'fastify-plugin'
import {
  type AttachmentCopyServices,
  makeAttachmentCopy,
} from '../quotes/quote-attachment-copies.js'
import {
  QUOTE_ATTACHMENT_QUEUES,
  type QuoteAttachmentJob,
} from '../quotes/quote-attachment-jobs.js'
import { defaultVideoTimeCap, type VideoTimeCap } from '../quotes/quote-video-copy.js'

export interface QuoteAttachmentOptions {
  pollingIntervalSeconds?: number
  /** A video's time in proportion to its length (5 × its length, at least a minute); tests shorten it. */
  videoTimeCap?: VideoTimeCap
}

/**
 * The photos and videos visitors send with quote requests: the workers that make the copies staff
 * view (docs/decisions/017; files no request claims are removed by periodic-work.ts).
 */
export default fp(
  async (app, options: QuoteAttachmentOptions) => {
    const services: AttachmentCopyServices = {
      db: app.db,
      storage: app.storage,
      log: app.log,
      tools: app.mediaProcessing.tools,
      timeLimitMs: app.mediaProcessing.timeLimitMs,
      shutdown: app.mediaProcessing.shutdown,
      videoTimeCap: options.videoTimeCap ?? defaultVideoTimeCap,
    }
    // One job at a time in each lane: a small server has one or two cores.
    for (const queue of Object.values(QUOTE_ATTACHMENT_QUEUES)) {
      app.jobQueue.addQueue<QuoteAttachmentJob>(queue, {
        pollingIntervalSeconds: options.pollingIntervalSeconds,
        concurrency: 1,
        handler: (job) => makeAttachmentCopy(services, job),
      })
    }
  },
  {
    name: 'quote-attachments',
    dependencies: ['database', 'storage', 'job-queue', 'media-processing'],
  },
)
