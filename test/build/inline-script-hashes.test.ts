import { describe, expect, test } from 'vitest'
import { inlineScriptHashes } from '../../client/scripts/inline-script-hashes.js'

/** The hashes the API puts in each page's Content-Security-Policy (server/src/pages/page-response.ts). */
const page = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"Electrician"}</script>
<script>self.$_TSR={}</script></head><body><script type="module" src="/assets/app.js"></script>
<script>document.currentScript.remove()</script></body></html>`

describe('inline script hashes', () => {
  test('hash only scripts the browser runs, once each', () => {
    const hashes = inlineScriptHashes(`${page}<script>self.$_TSR={}</script>`)
    expect(hashes).toHaveLength(2)
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    // The hash of the exact text between the tags, as browsers compute it.
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ])
  })
})
