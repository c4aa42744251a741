import { inquiries } from '@site/db'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { TestApp, TestAppOptions } from './test-app.js'

/** A valid quote form as the contact page sends it (without the captcha token). */
export const quoteForm = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.org',
  phone: '+27 82 555 0123',
  serviceType: 'Solar Panel Installations',
  message: 'Please quote for a 5 kW system on a tin roof.',
}

/** Seconds instead of hours: a tiny proof of work, quick retries, frequent polling, no limit. */
export const fastQuoteRequests: NonNullable<TestAppOptions['quoteRequests']> = {
  altchaDifficulty: { cost: 1, counterMin: 1, counterMax: 50 },
  retryPolicy: { retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 30 },
  pollingIntervalSeconds: 0.5,
  limits: { windowMs: 60_000, perAddress: 1_000 },
}

/** Solves a challenge from the API as the ALTCHA widget does, and returns the widget's payload. */
export async function solveAltcha(testApp: TestApp): Promise<string> {
  const response = await testApp.app.inject('/api/captcha/challenge')
  if (response.statusCode !== 200) throw new Error(`no challenge: ${response.statusCode}`)
  const challenge = response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved')
  return encodePayload(challenge, solution)
}

export function encodePayload(challenge: object, solution: object): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export function sendQuote(testApp: TestApp, payload: object | string, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/send-email',
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload }),
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

export async function storedInquiries(testApp: TestApp) {
  return testApp.app.db.select().from(inquiries)
}
