import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { expect, it, vi } from 'vitest'
import { findFreePort } from '../../src/embedded/ports.js'
import { runBackupCli } from '../support/backup.js'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { embeddedTempDir, startEmbeddedSite } from '../support/embedded-site.js'
import { makeImage } from '../support/media-files.js'
import { multipartBody } from '../support/multipart.js'

const cleanups = cleanupsAfterAll()

async function login(port: number, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  })
  expect(response.status).toBe(200)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

/** The public list of projects, once it has `count` items (processing runs in the site). */
async function projects(port: number, count: number): Promise<{ image: string }[]> {
  let list: { image: string }[] = []
  await vi.waitFor(
    async () => {
      list = await (await fetch(`http://127.0.0.1:${port}/api/projects`)).json()
      expect(list).toHaveLength(count)
    },
    { timeout: 30_000, interval: 250 },
  )
  return list
}

it('backs up npm start while it runs, and a fresh data folder restored from it starts with the same site', async () => {
  const root = await embeddedTempDir('site-backup-embedded-', cleanups)
  const dataDir = path.join(root, 'data')
  const port = await findFreePort()

  const site = await startEmbeddedSite(dataDir, port, cleanups)
  const password = /password: +(\S{24}) +<- generated now/.exec(site.output())?.[1] ?? ''
  const cookie = await login(port, password)
  const body = multipartBody([
    { name: 'fileType', value: 'image' },
    { name: 'files', filename: 'roof.jpg', content: await makeImage('jpeg', 900, 600) },
  ])
  const upload = await fetch(`http://127.0.0.1:${port}/api/upload`, {
    method: 'POST',
    headers: { ...body.headers, cookie },
    body: new Uint8Array(await body.buffer()),
  })
  expect(upload.status, await upload.clone().text()).toBe(200)
  const [item] = await projects(port, 1)
  const image = Buffer.from(
    await (await fetch(`http://127.0.0.1:${port}${item?.image}`)).arrayBuffer(),
  )

  const archive = path.join(root, 'site.tar')
  const backup = await runBackupCli('backup.js', ['--out', archive], { DATA_DIR: dataDir })
  expect(backup.output).toMatch(/^Backed up /)
  expect(backup.code).toBe(0)

  // Restoring needs an empty folder: the running site's is refused.
  const failed = await runBackupCli('restore.js', [archive], { DATA_DIR: dataDir })
  expect(failed.output).toMatch(/The data folder .* is not empty/)
  expect(failed.code).toBe(1)

  site.child.kill('SIGINT')
  await site.exited
  const restoredDir = path.join(root, 'restored')
  const restore = await runBackupCli('restore.js', [archive], { DATA_DIR: restoredDir })
  expect(restore.output).toMatch(/^Restored /)
  expect(restore.code).toBe(0)
  expect((await readdir(restoredDir)).sort()).toEqual(['pg', 'pg.password', 's3', 's3.secret'])

  const restoredPort = await findFreePort()
  const restored = await startEmbeddedSite(restoredDir, restoredPort, cleanups)
  expect(restored.output()).toMatch(/password: +\(generated on the first start/)
  const [again] = await projects(restoredPort, 1)
  expect(again).toEqual(item)
  const restoredImage = await fetch(`http://127.0.0.1:${restoredPort}${again?.image}`)
  expect(Buffer.from(await restoredImage.arrayBuffer())).toEqual(image)
  await login(restoredPort, password)
}, 180_000)

it('refuses a data folder with no site to back up, and creates nothing', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-backup-embedded-'))
  cleanups.push(() => rm(root, { recursive: true, force: true }))
  const dataDir = path.join(root, 'absent')
  const result = await runBackupCli('backup.js', ['--out', path.join(root, 'x.tar')], {
    DATA_DIR: dataDir,
  })
  expect(result.output.trim()).toBe(`There is no site in ${dataDir} (DATA_DIR) to back up.`)
  expect(result.code).toBe(1)
  expect(await readdir(root)).toEqual([])
})
