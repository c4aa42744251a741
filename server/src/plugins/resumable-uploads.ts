import fp from 'fastify-plugin'
import { uploadServicesOf } from '../media/upload/media-upload.js'
import {
  FINISH_QUEUE,
  type FinishJob,
  finishResumableUpload,
} from '../media/upload/resumable/finish-upload.js'

/**
 * The background half of resumable uploads: the job that finishes an upload whose bytes all
 * arrived when the request that brought them could not (a crash, a store outage). The hourly sweep
 * of uploads left unfinished for a day (tus expiration) is in periodic-work.ts.
 */
export default fp(
  async (app) => {
    const services = () => uploadServicesOf(app, app.log)

    app.jobQueue.addQueue<FinishJob>(FINISH_QUEUE, {
      handler: async (job) => {
        const outcome = await finishResumableUpload(job.data.uploadId, services())
        // Retried later (pg-boss's retry settings in finishJobOptions).
        if (outcome.status === 'busy') throw new Error('another process is finishing the upload')
      },
    })
  },
  {
    name: 'resumable-uploads',
    dependencies: ['database', 'storage', 'job-queue', 'media-processing', 'analyser'],
  },
)
