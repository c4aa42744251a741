// Test fixture for test/compose only: an S3-protocol server configured as RustFS is, answering
// RustFS's `/health`. The server and its shims are the ones `npm start` runs (server/src/embedded).
import S3rver from 's3rver'
import AWSAccount from 's3rver/lib/models/account.js'
import { multipartUploadsShim } from './server/dist/embedded/s3.js'
import { conditionalGetShim } from './server/dist/embedded/s3-conditional-get.js'

const { RUSTFS_ACCESS_KEY, RUSTFS_SECRET_KEY, RUSTFS_VOLUMES, RUSTFS_ADDRESS } = process.env
if (!RUSTFS_ACCESS_KEY || !RUSTFS_SECRET_KEY || !RUSTFS_VOLUMES || !RUSTFS_ADDRESS) {
  console.error(
    'RUSTFS_ACCESS_KEY, RUSTFS_SECRET_KEY, RUSTFS_VOLUMES and RUSTFS_ADDRESS are required',
  )
  process.exit(1)
}
// Only the configured key is let in (s3rver does not check the secret of V4 signatures).
AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER')
AWSAccount.DUMMY_ACCOUNT.createKeyPair(RUSTFS_ACCESS_KEY, RUSTFS_SECRET_KEY)
const separator = RUSTFS_ADDRESS.lastIndexOf(':')
const server = new S3rver({
  address: RUSTFS_ADDRESS.slice(0, separator) || '0.0.0.0',
  port: Number(RUSTFS_ADDRESS.slice(separator + 1)),
  directory: RUSTFS_VOLUMES,
  // Clients reach it as http://storage:9000: that host name is no bucket.
  vhostBuckets: false,
  silent: true,
})
async function health(ctx, next) {
  if (ctx.path !== '/health') return next()
  ctx.body = 'ok'
}
server.middleware.unshift(health, multipartUploadsShim, conditionalGetShim)
await server.run()
console.log(`S3 stand-in listening on ${RUSTFS_ADDRESS}, objects in ${RUSTFS_VOLUMES}`)
process.on('SIGTERM', () => server.close().then(() => process.exit(0)))
