import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import type { AuthenticationResponse, RegistrationResponse } from '@site/contract/two-step'

const UP = 0x01
const UV = 0x04
const AT = 0x40

export interface AssertionOverrides {
  origin?: string
  rpId?: string
  /** The signature counter to report (default: one more than the last). */
  counter?: number
  userVerified?: boolean
  type?: string
}

/**
 * A passkey in software, as a phone's would answer: an ES256 key made here, real CBOR
 * attestation ("none") and real signatures over authenticatorData and the clientDataJSON hash.
 */
export function softwarePasskey(site: { rpId: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  const id = credentialId.toString('base64url')
  let counter = 0
  let userHandle: string | undefined

  const authData = (rpId: string, flags: number, count: number, extra = Buffer.alloc(0)) => {
    const countBytes = Buffer.alloc(4)
    countBytes.writeUInt32BE(count)
    return Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([flags]),
      countBytes,
      extra,
    ])
  }
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

  return {
    id,
    /** `navigator.credentials.create` with the server's options. */
    register(
      options: { challenge: string; user?: { id: string } },
      overrides: Pick<AssertionOverrides, 'origin' | 'rpId' | 'userVerified'> = {},
    ): RegistrationResponse {
      userHandle = options.user?.id
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
          [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
        ]),
      )
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey])
      const flags = UP | AT | (overrides.userVerified === false ? 0 : UV)
      const data = authData(overrides.rpId ?? site.rpId, flags, 0, attested)
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(data)],
        ]),
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientData(
            'webauthn.create',
            options.challenge,
            overrides.origin ?? site.origin,
          ).toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
      }
    },
    /** `navigator.credentials.get` with the server's options. */
    assert(challenge: string, overrides: AssertionOverrides = {}): AuthenticationResponse {
      const count = overrides.counter ?? counter + 1
      counter = Math.max(counter, count)
      const flags = UP | (overrides.userVerified === false ? 0 : UV)
      const data = authData(overrides.rpId ?? site.rpId, flags, count)
      const client = clientData(
        overrides.type ?? 'webauthn.get',
        challenge,
        overrides.origin ?? site.origin,
      )
      const signed = Buffer.concat([data, createHash('sha256').update(client).digest()])
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: client.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          signature: sign('sha256', signed, privateKey).toString('base64url'),
          ...(userHandle && { userHandle }),
        },
        authenticatorAttachment: 'platform',
      }
    },
  }
}

export type SoftwarePasskey = ReturnType<typeof softwarePasskey>
