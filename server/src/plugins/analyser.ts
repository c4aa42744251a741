import fp from 'fastify-plugin'
import { createImageAnalyser, type ImageAnalyser } from '../media/upload/image-analyser.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The image analyser, or null when ANALYZER_URL is not set (filename rules only). */
    analyser: ImageAnalyser | null
  }
}

export interface AnalyserPluginOptions {
  url?: string
  key?: string
  timeoutMs: number
}

/** The image analyser that suggests a category for uploaded photos. */
export default fp(
  async (app, options: AnalyserPluginOptions) => {
    const { url, key, timeoutMs } = options
    app.decorate('analyser', url ? createImageAnalyser({ url, key, timeoutMs }) : null)
  },
  { name: 'analyser' },
)
