import { setTimeout as sleep } from 'node:timers/promises'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import readiness from './readiness.js'

async function startWithTask(task: () => Promise<void>) {
  const lines: { level: number; msg: string }[] = []
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  })
  await app.register(readiness, { slowTaskWarningMs: 100 })
  app.readiness.addStartupTask('bucket', task)
  await app.ready()
  return { app, lines }
}

describe('start-up tasks', () => {
  it('name a task that neither succeeds nor fails in a warning, and still wait for it', async () => {
    const { app, lines } = await startWithTask(() => sleep(400))
    await sleep(250)
    expect(app.readiness.isReady()).toBe(false)
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'start-up task "bucket" is still running after 0.1 s',
      }),
    )
    await app.readiness.whenReady()
    await app.close()
  })

  it('warn about no task that finishes in time', async () => {
    const { app, lines } = await startWithTask(() => sleep(20))
    await app.readiness.whenReady()
    await sleep(200)
    expect(lines.filter((line) => line.level >= 40)).toEqual([])
    await app.close()
  })
})
