import fp from 'fastify-plugin'
import { uploadServicesOf } from '../media/upload/media-upload.js'
import { sweepExpiredUploads } from '../media/upload/resumable/expired-uploads.js'
import {
  FINISH_QUEUE,
  type FinishJob,
  finishResumableUpload,
} from '../media/upload/resumable/finish-upload.js'
import { RESUMABLE_UPLOAD_LIFETIME_MS } from '../media/upload/resumable/resumable-store.js'

/**
 * The background half of resumable uploads: the job that finishes an upload whose bytes all
 * arrived when the request that brought them could not (a crash, a store outage), and the hourly
 * sweep of uploads left unfinished for a day (tus expiration).
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

    app.jobQueue.addSchedule('resumable-upload-expiry', {
      cron: '17 * * * *',
      atStartup: true,
      run: async () => {
        const removed = await sweepExpiredUploads(services(), RESUMABLE_UPLOAD_LIFETIME_MS)
        if (removed > 0) app.log.info({ removed }, 'expired resumable uploads removed')
      },
    })
  },
  {
    name: 'resumable-uploads',
    dependencies: ['database', 'storage', 'job-queue', 'media-processing', 'analyser'],
  },
)
