import type { Stack } from './stack.js'

/**
 * Calls the API as the stack's staff member does from the admin portal: signed in, from the
 * site's own origin (the API refuses staff writes from anywhere else).
 */
export async function staffApi(stack: Stack) {
  const call = (path: string, method: string, body?: object, cookie?: string) =>
    fetch(`${stack.baseURL}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: stack.baseURL,
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
  const login = await call('/api/auth/login', 'POST', {
    username: stack.admin.username,
    password: stack.admin.password,
  })
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status}`)
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0]
  return (path: string, method: string, body?: object) => call(path, method, body, cookie)
}

/** The ids of the listed media items by title (seeded items are listed once ready). */
export async function mediaIdsByTitle(stack: Stack): Promise<Map<string, string>> {
  const listed = (await (await fetch(`${stack.baseURL}/api/projects`)).json()) as {
    id: string
    title: string
  }[]
  return new Map(listed.map((item) => [item.title, item.id]))
}
