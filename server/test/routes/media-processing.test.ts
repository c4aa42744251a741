import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { makeImage } from '../support/media-files.js'
import { mediaRow, waitForStatus } from '../support/processing.js'
import { seedMedia } from '../support/seed.js'

describe('POST /api/projects/:id/retry', () => {
  const admin = withAdminTestApp()

  const retry = (id: string, session: string | undefined = admin.cookie) =>
    admin.testApp.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/retry`,
      headers: session ? { cookie: session } : {},
    })

  it('queues a failed item again, which is then processed', async () => {
    const photo = await makeImage('png', 500, 300)
    const [row] = await seedMedia(admin.testApp.app.db, [
      {
        status: 'failed',
        failureReason: 'Processing failed after 3 attempts: store down',
        contentType: 'image/png',
      },
    ])
    if (!row) throw new Error('not seeded')
    await admin.testApp.app.storage.writeObject(row.objectKey, photo, photo.length, 'image/png')

    const response = await retry(row.id)
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ success: true })
    const ready = await waitForStatus(admin.testApp, row.id, 'ready')
    expect(ready.failureReason).toBeNull()
    expect(ready.derivatives.map((d) => d.kind)).toEqual(['display', 'w400'])
  })

  it('responds with 409 for an item that has not failed, 404 for an unknown one, 400 for a bad id', async () => {
    const [row] = await seedMedia(admin.testApp.app.db, [{}])
    expect((await retry(row?.id ?? '')).statusCode).toBe(409)
    expect((await mediaRow(admin.testApp, row?.id ?? ''))?.status).toBe('ready')
    const unknown = await retry(randomUUID())
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'There is no such project.' })
    expect((await retry('not-an-id')).statusCode).toBe(400)
  })

  it('needs an admin session', async () => {
    const [row] = await seedMedia(admin.testApp.app.db, [{ status: 'failed' }])
    expect((await retry(row?.id ?? '', '')).statusCode).toBe(401)
    expect((await mediaRow(admin.testApp, row?.id ?? ''))?.status).toBe('failed')
  })
})
