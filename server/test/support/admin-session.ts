import type { TestApp } from './test-app.js'

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
