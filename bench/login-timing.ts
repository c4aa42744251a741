import { performance } from 'node:perf_hooks'
import { rateLimits } from '@site/db'
import type { FastifyInstance } from 'fastify'
import { startBenchApp } from './support/app.js'

// A login for an unknown username must cost what a wrong password costs, or the response's timing
// tells an attacker which usernames exist. Baseline: the wrong password for the real admin.

const ROUNDS = 30

async function timeLogins(app: FastifyInstance, username: string, address: string) {
  const times: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    // The rate limiter would stop the admin's wrong passwords after ten; it is not measured here.
    await app.db.delete(rateLimits)
    const started = performance.now()
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: `wrong-password-${i}` },
      remoteAddress: address,
    })
    times.push(performance.now() - started)
    if (response.statusCode !== 401) throw new Error(`expected 401, got ${response.statusCode}`)
  }
  return median(times)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export async function benchLoginTiming(): Promise<string[]> {
  const bench = await startBenchApp()
  try {
    await timeLogins(bench.app, 'admin', '10.0.0.1') // warm-up
    const wrongPassword = await timeLogins(bench.app, 'admin', '10.0.0.2')
    const unknownUser = await timeLogins(bench.app, 'nobody-here', '10.0.0.3')
    return [
      `login, wrong password (baseline): ${wrongPassword.toFixed(1)} ms median of ${ROUNDS}`,
      `login, unknown username:          ${unknownUser.toFixed(1)} ms  ratio ${(unknownUser / wrongPassword).toFixed(2)} (target 0.8-1.25)`,
    ]
  } finally {
    await bench.stop()
  }
}
