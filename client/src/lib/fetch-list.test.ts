// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { responseServerForFile, unreachableUrl } from '../test/response-server'
import { fetchList } from './api-client'

/**
 * What can stand between a visitor and the API: a captive portal or a misconfigured proxy
 * answering HTML, a server error, a truncated body. A real HTTP server plays each part.
 */
const responses: Record<string, { status: number; type: string; body: string }> = {
  '/list': { status: 200, type: 'application/json', body: '[{"id":"a"}]' },
  '/portal': { status: 200, type: 'text/html', body: '<html><body>Log in to Wi-Fi</body></html>' },
  '/error': { status: 500, type: 'application/json', body: '{"message":"boom"}' },
  '/truncated': { status: 200, type: 'application/json', body: '[{"id":"a"' },
  '/object': { status: 200, type: 'application/json', body: '{"projects":[]}' },
}

const server = responseServerForFile(responses)

describe('fetchList', () => {
  it('returns the JSON array', async () => {
    expect(await fetchList(server.url('/list'), 'projects')).toEqual([{ id: 'a' }])
  })

  it.each(['/portal', '/error', '/truncated', '/object'])(
    'gives an empty list for %s',
    async (path) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      expect(await fetchList(server.url(path), 'projects')).toEqual([])
      warn.mockRestore()
    },
  )

  it('gives an empty list when nothing answers, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await fetchList(await unreachableUrl(), 'projects')).toEqual([])
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Failed to fetch projects: /))
    warn.mockRestore()
  })

  it('passes an abort on, so a cancelled query is not cached as empty', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(fetchList(server.url('/list'), 'projects', controller.signal)).rejects.toThrow()
  })
})
