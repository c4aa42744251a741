import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { makeImage, makeVideo } from '../support/media-files.js'
import { megabytes, multipartBody } from '../support/multipart.js'
import { gatedObjectStore } from '../support/tcp-gate.js'
import { buildTestApp } from '../support/test-app.js'
import { expectNothingStored, postUpload, storedState } from '../support/uploads.js'

const MB = 1024 * 1024

describe('POST /api/upload when a backing service fails', () => {
  const cleanups = cleanupsAfterAll()

  it('responds with 503 and keeps no row when the object store goes down mid-upload', async () => {
    const { gate, env } = await gatedObjectStore(cleanups)
    await gate.open()
    const testApp = await buildTestApp({
      env,
      // The store being down is an operational error: logged as such.
      allowErrorLogs: true,
    })
    try {
      const cookie = await loginAsAdmin(testApp)
      const video = megabytes(40, await makeVideo('mp4'))
      const body = multipartBody([
        { name: 'fileType', value: 'video' },
        {
          name: 'files',
          filename: 'walkthrough.mp4',
          // The store goes down once 20 MB (two and a half parts) have been sent.
          content: async function* () {
            let sent = 0
            for await (const chunk of video()) {
              if (sent === 20 * MB) await gate.close()
              sent += chunk.length
              yield chunk
            }
          },
        },
      ])
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...body.headers, cookie },
        payload: body.stream(),
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        success: false,
        message:
          'The media store is not available right now, so nothing was saved. Please try again shortly.',
      })
      await gate.open()
      const state = await storedState(testApp)
      expect(state.rows).toBe(0)
      expect(state.objects).toEqual([])
      // The unfinished multipart upload could not be aborted while the store was down; a
      // lifecycle rule for incomplete uploads removes such parts in production.
    } finally {
      await testApp.close()
    }
  })

  it('removes the stored objects when the database refuses the rows', async () => {
    const testApp = await buildTestApp({ allowErrorLogs: true })
    const client = new pg.Client({ connectionString: testApp.databaseUrl })
    client.on('error', () => {})
    await client.connect()
    try {
      await client.query(`
        create function refuse_media() returns trigger language plpgsql as $$
        begin raise exception 'the database refuses new media'; end $$;
        create trigger refuse_media before insert on media
          for each row execute function refuse_media();`)
      const cookie = await loginAsAdmin(testApp)
      const jpeg = await makeImage('jpeg')
      const files = ['one.jpg', 'two.jpg'].map((filename) => ({
        name: 'files',
        filename,
        content: jpeg,
      }))
      const response = await postUpload(testApp, files, cookie)
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ success: false, message: 'Internal Server Error' })
      await expectNothingStored(testApp)

      // The same upload goes through once the database accepts rows again.
      await client.query('drop trigger refuse_media on media')
      const retry = await postUpload(testApp, files, cookie)
      expect(retry.statusCode).toBe(200)
      expect((await storedState(testApp)).objects).toHaveLength(2)
    } finally {
      await client.end()
      await testApp.close()
    }
  })
})
