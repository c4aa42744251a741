import { createHash } from 'node:crypto'
import {
  type Challenge,
  createChallenge,
  type Payload,
  randomInt,
  verifySolution,
} from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { z } from 'zod'

/**
 * How much work a challenge asks for: the solver tries counters from 0 up to a random one in
 * [counterMin, counterMax], deriving a PBKDF2 key of `cost` iterations each time.
 */
export interface AltchaDifficulty {
  cost: number
  counterMin: number
  counterMax: number
}

/** A few seconds on a mid-range phone (the widget solves in parallel workers). */
export const defaultAltchaDifficulty: AltchaDifficulty = {
  cost: 1_000,
  counterMin: 1_000,
  counterMax: 5_000,
}

const ALGORITHM = 'PBKDF2/SHA-256'

export async function createAltchaChallenge(
  hmacKey: string,
  difficulty: AltchaDifficulty,
  ttlMs: number,
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMax, difficulty.counterMin),
    deriveKey,
    expiresAt: new Date(Date.now() + ttlMs),
    hmacSignatureSecret: hmacKey,
  })
}

// The widget sends base64(JSON {challenge, solution}); only the shape is checked here, the
// library checks the rest.
const payloadShape = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
})

export type AltchaCheck =
  | { outcome: 'verified'; challengeHash: string; expiresAt: Date }
  | { outcome: 'expired' }
  | { outcome: 'invalid' }

/** Checks a solved challenge: our signature, not expired, and the proof of work itself. */
export async function checkAltchaPayload(hmacKey: string, token: string): Promise<AltchaCheck> {
  const payload = parsePayload(token)
  if (!payload) return { outcome: 'invalid' }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
    })
    if (result.expired) return { outcome: 'expired' }
    if (!result.verified) return { outcome: 'invalid' }
  } catch {
    return { outcome: 'invalid' }
  }
  const signature = payload.challenge.signature ?? ''
  return {
    outcome: 'verified',
    challengeHash: createHash('sha256').update(signature).digest('hex'),
    expiresAt: new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000),
  }
}

function parsePayload(token: string): Payload | null {
  try {
    const parsed = payloadShape.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
