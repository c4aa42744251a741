import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const bundles = {
  production: '../../../client/dist-ssr/entry-server.js',
  development: '../../../client/dist-dev-ssr/entry-server.js',
}

// React, bundled into the server bundle, would otherwise choose its build by the NODE_ENV of the
// process that loads it: `npm start` (no NODE_ENV) rendered with React's development build, and
// the API (NODE_ENV=production) could not run the development bundle (`jsxDEV is not a function`).
describe.each(Object.entries(bundles))('the %s server bundle', (mode, file) => {
  it('decided its React build when it was built, not by NODE_ENV at run time', async () => {
    const code = await readFile(fileURLToPath(new URL(file, import.meta.url)), 'utf8')
    expect(code).not.toContain('process.env.NODE_ENV')
    expect(code.includes('react-dom-server.node.development')).toBe(mode === 'development')
  })
})
