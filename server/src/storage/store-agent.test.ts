import { once } from 'node:events'
import { createServer, get } from 'node:http'
import net, { type AddressInfo, type LookupFunction } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createObjectStore } from './object-store.js'
import { ObjectStoreError } from './object-store-error.js'
import { createStoreAgent, lookupRetryingTemporaryFailures, storeTransport } from './store-agent.js'

function failure(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ${code} storage`), { code })
}

/** A resolver that fails with `codes` in turn, then responds with 127.0.0.1; counts its calls. */
function flakyResolver(codes: string[]) {
  const resolver = {
    calls: 0,
    lookup: ((_hostname, options, callback) => {
      const code = codes[resolver.calls++]
      if (code) return callback(failure(code), '', 0)
      if (options.all) return callback(null, [{ address: '127.0.0.1', family: 4 }])
      callback(null, '127.0.0.1', 4)
    }) as LookupFunction,
  }
  return resolver
}

function lookupOnce(lookup: LookupFunction) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
    lookup('storage', {}, (error, address) => resolve({ error, address }))
  })
}

describe('lookupRetryingTemporaryFailures', () => {
  it('tries again after EAI_AGAIN and responds with the address found', async () => {
    const resolver = flakyResolver(['EAI_AGAIN', 'EAI_AGAIN'])
    const answer = await lookupOnce(lookupRetryingTemporaryFailures(resolver.lookup, [1, 1, 1]))
    expect(answer).toEqual({ error: null, address: '127.0.0.1' })
    expect(resolver.calls).toBe(3)
  })

  it('reports EAI_AGAIN once its waits are used up', async () => {
    const resolver = flakyResolver(['EAI_AGAIN', 'EAI_AGAIN', 'EAI_AGAIN', 'EAI_AGAIN'])
    const answer = await lookupOnce(lookupRetryingTemporaryFailures(resolver.lookup, [1, 1, 1]))
    expect(answer.error?.code).toBe('EAI_AGAIN')
    expect(resolver.calls).toBe(4)
  })

  it('reports any other failure at once', async () => {
    const resolver = flakyResolver(['ENOTFOUND'])
    const answer = await lookupOnce(lookupRetryingTemporaryFailures(resolver.lookup, [1, 1, 1]))
    expect(answer.error?.code).toBe('ENOTFOUND')
    expect(resolver.calls).toBe(1)
  })

  describe('as the lookup of a real connection', () => {
    const server = createServer((_request, response) => response.end('stored bytes'))
    let port: number
    beforeAll(async () => {
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      port = (server.address() as AddressInfo).port
    })
    afterAll(() => server.close())

    it('connects once the name resolves', async () => {
      const resolver = flakyResolver(['EAI_AGAIN'])
      const lookup = lookupRetryingTemporaryFailures(resolver.lookup, [1])
      const [response] = await once(
        get({ host: 'storage', port, lookup, agent: false }),
        'response',
      )
      let body = ''
      for await (const chunk of response) body += chunk
      expect(body).toBe('stored bytes')
      expect(resolver.calls).toBe(2)
    })
  })
})

describe('the object store client against a store that stops answering', () => {
  // Accepts connections and reads what is sent, but never answers (a hung store).
  const silent = net.createServer((socket) => socket.resume())
  // Answers at once, then holds the rest of the body back for a while (a paused download).
  const slowBody = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.write('first part, ')
    setTimeout(() => response.end('and the rest'), 600)
  })
  const portOf = (server: net.Server) => (server.address() as AddressInfo).port

  beforeAll(async () => {
    for (const server of [silent, slowBody]) {
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
    }
  })
  afterAll(async () => {
    slowBody.closeAllConnections()
    for (const server of [silent, slowBody]) {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('gives up on a request whose response does not start, with a store error', async () => {
    const objects = createObjectStore({
      endpoint: `http://127.0.0.1:${portOf(silent)}`,
      accessKey: 'key',
      secretKey: 'secret-key',
      bucket: 'media',
      region: 'us-east-1',
      responseTimeoutMs: 200,
    })
    const startedAt = Date.now()
    const failure = await objects.readObjectBytes('originals/kitchen.jpg').catch((error) => error)
    expect(failure).toBeInstanceOf(ObjectStoreError)
    expect(failure.message).toMatch(/sent no answer/)
    // minio tries once more after a failure; each try gives up on its own.
    expect(Date.now() - startedAt).toBeLessThan(3_000)
  })

  it('does not time a response that has started', async () => {
    const transport = storeTransport(false, 200)
    const body = await new Promise<string>((resolve, reject) => {
      const request = transport.request(
        { host: '127.0.0.1', port: portOf(slowBody), path: '/' },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () => resolve(text))
          response.on('error', reject)
        },
      )
      request.on('error', reject)
      request.end()
    })
    expect(body).toBe('first part, and the rest')
  })

  it('says so when the connection itself does not open', async () => {
    // A name lookup that never answers keeps the socket connecting, as a dropped SYN does.
    const agent = createStoreAgent(false, 100, () => {})
    const failure = await new Promise<Error>((resolve) => {
      const request = storeTransport(false, 30_000).request(
        { host: 'storage', port: 9000, path: '/', agent },
        () => resolve(new Error('answered')),
      )
      request.on('error', resolve)
      request.end()
    })
    agent.destroy()
    expect(failure.message).toBe('the connection to the object store did not open in time')
  })
})
