import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'
import { checkAltchaPayload, createAltchaChallenge } from './altcha.js'

const key = 'a-test-key-of-at-least-32-characters!'
const easy = { cost: 1, counterMin: 1, counterMax: 20 }
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64')

async function solved(ttlMs = 60_000, signingKey = key) {
  const challenge = await createAltchaChallenge(signingKey, easy, ttlMs)
  const solution = await solveChallenge({ challenge, deriveKey })
  return { challenge, solution, token: encode({ challenge, solution }) }
}

describe('ALTCHA challenges', () => {
  it('verify when solved, with a hash of the challenge and its expiry for replay checks', async () => {
    const { token } = await solved()
    const check = await checkAltchaPayload(key, token)
    expect(check).toMatchObject({
      outcome: 'verified',
      challengeHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    if (check.outcome === 'verified') expect(check.expiresAt.getTime()).toBeGreaterThan(Date.now())
  })

  it('are refused once expired', async () => {
    const { token } = await solved(-1_000)
    expect(await checkAltchaPayload(key, token)).toEqual({ outcome: 'expired' })
  })

  it('are refused when signed with another key, tampered with, or not solved', async () => {
    expect(
      (
        await checkAltchaPayload(
          key,
          (
            await solved(60_000, 'another-key-another-key-another-key')
          ).token,
        )
      ).outcome,
    ).toBe('invalid')
    const { challenge, solution } = await solved()
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 2 } }
    expect((await checkAltchaPayload(key, encode({ challenge: tampered, solution }))).outcome).toBe(
      'invalid',
    )
    const wrong = { counter: (solution?.counter ?? 0) + 1, derivedKey: 'ab'.repeat(32) }
    expect((await checkAltchaPayload(key, encode({ challenge, solution: wrong }))).outcome).toBe(
      'invalid',
    )
  })

  it.each(['', 'not base64 json', encode({}), encode({ challenge: null, solution: null })])(
    'refuse the malformed token %j',
    async (token) => {
      expect(await checkAltchaPayload(key, token)).toEqual({ outcome: 'invalid' })
    },
  )
})
