import fp from 'fastify-plugin'
import {
  type AnalyserProtocol,
  createImageAnalyser,
  type ImageAnalyser,
} from '../media/upload/image-analyser.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The image analyser, or null when ANALYZER_URL is not set (filename rules only). */
    analyser: ImageAnalyser | null
  }
}

export interface AnalyserPluginOptions {
  protocol?: AnalyserProtocol
  url?: string
  key?: string
  /** The vision model, for the `openai` protocol. */
  model?: string
  timeoutMs: number
}

/** The image analyser that suggests a category (and a title and alt text) for uploaded photos. */
export default fp(
  async (app, options: AnalyserPluginOptions) => {
    const { url, ...rest } = options
    app.decorate('analyser', url ? createImageAnalyser({ url, ...rest }) : null)
  },
  { name: 'analyser' },
)
