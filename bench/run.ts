import { benchGalleryFirstScreen } from './gallery-first-screen.js'
import { benchLighthouse } from './lighthouse.js'
import { benchLoginTiming } from './login-timing.js'
import { benchMediaLibrary } from './media-library.js'
import { benchMediaProcessing } from './media-processing.js'
import { benchMediaServing } from './media-serving.js'
import { benchProjectsList } from './projects-list.js'
import { benchResumableUpload } from './resumable-upload.js'

// `npm run bench`: each benchmark measures against a baseline taken in the same run, so the
// ratios mean the same on a laptop and on a 2-core CI machine.

const benches: [string, () => Promise<string[]>][] = [
  ['Admin login timing', benchLoginTiming],
  ['Media processing', benchMediaProcessing],
  ['/media through the API against nginx from disk', benchMediaServing],
  [
    "a 500 MB video sent through a local proxy that cuts the connection every 50 MB completes with at most 5 % of the bytes sent twice, with the API's memory flat (growth ≤ 100 MB); wall time against the same upload through an unbroken connection, in the same run.",
    benchResumableUpload,
  ],
  [
    '/api/projects and /api/categories against a bare Fastify sending the same bytes; first-load bytes at 10 and 1000 items',
    benchProjectsList,
  ],
  [
    "the portal's media section: GET /api/admin/media's first page with 500 items against the session check",
    benchMediaLibrary,
  ],
  ['Gallery first screen in Chromium', benchGalleryFirstScreen],
  ['Lighthouse, mobile, on every public page', benchLighthouse],
]

for (const [name, run] of benches) {
  process.stdout.write(`\n${name}\n`)
  for (const line of await run()) process.stdout.write(`  ${line}\n`)
}
process.exit(0)
