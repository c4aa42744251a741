import fp from 'fastify-plugin'
import {
  createObjectStore,
  type ObjectStore,
  type ObjectStoreOptions,
} from '../storage/object-store.js'

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStore
  }
}

/** The S3-compatible object store holding uploaded media. The bucket is ensured at start-up. */
export default fp(
  async (app, options: ObjectStoreOptions) => {
    const storage = createObjectStore(options)
    app.decorate('storage', storage)
    app.readiness.addStartupTask('object store bucket', () => storage.ensureBucket())
  },
  { name: 'storage', dependencies: ['readiness'] },
)
