import fp from 'fastify-plugin'
import { abortAbandonedUploads } from '../storage/abandoned-uploads.js'

/** Sweeps multipart uploads left behind by a crash, at start-up and daily (see the function). */
export default fp(
  async (app) => {
    app.jobQueue.addSchedule('abandoned-upload-sweep', {
      cron: '29 3 * * *',
      atStartup: true,
      run: async () => {
        const aborted = await abortAbandonedUploads(app.storage)
        if (aborted > 0) app.log.info({ aborted }, 'abandoned multipart uploads aborted')
      },
    })
  },
  { name: 'abandoned-uploads', dependencies: ['storage', 'job-queue'] },
)
