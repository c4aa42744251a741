import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { outboxSender } from './mail-sender.js'

let dir: string | undefined
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

it('keeps outbox mail readable by its owner only', async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'))
  const outbox = path.join(dir, 'outbox')
  const previous = process.umask(0o022)
  try {
    await outboxSender(outbox).send({ from: 'a@example.com', to: 'b@example.com', text: 'hi' })
  } finally {
    process.umask(previous)
  }
  const [file] = await readdir(outbox)
  expect(file).toMatch(/\.eml$/)
  expect((await stat(outbox)).mode & 0o777).toBe(0o700)
  expect((await stat(path.join(outbox, file ?? ''))).mode & 0o777).toBe(0o600)
})
