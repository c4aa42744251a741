import { afterAll, beforeAll } from 'vitest'
import { buildTestApp, type TestApp, type TestAppOptions } from './test-app.js'

/** The test app's admin (see buildTestApp's ADMIN_PASSWORD). */
export const testAdmin = { username: 'admin', password: 'test-admin-password' }

/** Logs in as the test admin and returns the `cookie` header value for later requests. */
export async function loginAsAdmin(testApp: TestApp): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: testAdmin,
  })
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`)
  }
  const cookie = response.cookies[0]
  if (!cookie) throw new Error('login set no cookie')
  return `${cookie.name}=${cookie.value}`
}

/**
 * For one describe block: a test app with the test admin logged in, built before its tests and
 * closed after them (read `testApp` and `cookie` inside the tests).
 */
export function withAdminTestApp(options?: TestAppOptions) {
  const admin = {} as { testApp: TestApp; cookie: string }
  beforeAll(async () => {
    admin.testApp = await buildTestApp(options)
    admin.cookie = await loginAsAdmin(admin.testApp)
  })
  afterAll(() => admin.testApp?.close())
  return admin
}
