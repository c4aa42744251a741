import http from 'node:http'

/**
 * Requests per second `url` answers to `connections` keep-alive connections each sending one GET
 * after another for `seconds`; every response must be 200 with `expectedBytes` of body.
 * node:http rather than autocannon: on this machine autocannon topped out near 460 req/s for a
 * 125 KB body from nginx, against about 5,000 with node:http, so it measured itself.
 */
export async function requestsPerSecond(
  url: string,
  {
    connections,
    seconds,
    expectedBytes,
    headers = {},
  }: {
    connections: number
    seconds: number
    expectedBytes: number
    /** Sent with every request (`Accept-Encoding` as a browser sends it). */
    headers?: Record<string, string>
  },
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const started = performance.now()
  const until = started + seconds * 1000
  let completed = 0
  const connection = async () => {
    while (performance.now() < until) {
      await getOnce(url, agent, expectedBytes, headers)
      completed++
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, connection))
  } finally {
    agent.destroy()
  }
  return completed / ((performance.now() - started) / 1000)
}

function getOnce(
  url: string,
  agent: http.Agent,
  expectedBytes: number,
  headers: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        response.on('error', reject)
        response.on('end', () => {
          if (response.statusCode === 200 && bytes === expectedBytes) resolve()
          else reject(new Error(`${url}: ${response.statusCode} with ${bytes} bytes`))
        })
      })
      .on('error', reject)
  })
}
