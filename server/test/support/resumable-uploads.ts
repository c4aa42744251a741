import type { AddressInfo } from 'node:net'
import { resumableUploadRules } from '@site/contract/upload-rules'
import * as tus from 'tus-js-client'
import type { TestApp } from './test-app.js'

export const RESUMABLE_PATH = resumableUploadRules.path

/** Makes the test app listen on a free loopback port (tus-js-client speaks real HTTP) and returns its origin. */
export async function listenOnLoopback(testApp: TestApp): Promise<string> {
  if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = testApp.app.server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

export type TusOutcome =
  | { ok: true; url: string; status: number; body: string }
  | { ok: false; url: string | null; status: number | null; body: string; error: Error }

export interface TusSendOptions {
  /** Where to create the upload (the origin's tus endpoint), when not resuming `uploadUrl`. */
  origin: string
  uploadUrl?: string
  cookie: string
  metadata?: Record<string, string>
  /** null: give up at the first failure (the default here, so a test sees each break). */
  retryDelays?: number[] | null
  onProgress?: (sent: number, total: number) => void
}

/**
 * One tus-js-client upload of `file` from Node, as the portal does it from a browser: resolves
 * with the last response when the file is complete, or with the error that stopped it.
 */
export function sendResumable(file: Buffer, options: TusSendOptions): Promise<TusOutcome> {
  return new Promise((resolve) => {
    const upload = new tus.Upload(file, {
      endpoint: `${options.origin}${RESUMABLE_PATH}`,
      uploadUrl: options.uploadUrl ?? null,
      headers: { cookie: options.cookie },
      metadata: options.metadata ?? { filename: 'site-visit.mp4', fileType: 'video' },
      retryDelays: options.retryDelays ?? null,
      storeFingerprintForResuming: false,
      onProgress: options.onProgress ?? null,
      onSuccess: ({ lastResponse }) =>
        resolve({
          ok: true,
          url: upload.url ?? '',
          status: lastResponse.getStatus(),
          body: lastResponse.getBody(),
        }),
      onError: (error) => {
        const response = (error as tus.DetailedError).originalResponse
        resolve({
          ok: false,
          url: upload.url,
          status: response?.getStatus() ?? null,
          body: response?.getBody() ?? '',
          error,
        })
      },
    })
    upload.start()
  })
}

/** The upload's URL made absolute against `origin` (the server answers relative Locations). */
export function absoluteUploadUrl(origin: string, url: string): string {
  return new URL(url, origin).toString()
}

/** A raw tus request (for the errors a well-behaved client never provokes). */
export function tusRequest(
  origin: string,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: Uint8Array | string },
) {
  return fetch(`${origin}${path}`, {
    method: init.method,
    headers: { 'Tus-Resumable': '1.0.0', ...init.headers },
    body: typeof init.body === 'string' ? init.body : init.body && new Uint8Array(init.body),
  })
}

/** tus `Upload-Metadata`: keys with base64 values. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')
}

/** Starts a resumable upload with a raw tus POST (`Upload-Length`, `Upload-Metadata`). */
export function createResumable(
  origin: string,
  cookie: string,
  size: number,
  metadata: Record<string, string>,
) {
  return tusRequest(origin, RESUMABLE_PATH, {
    method: 'POST',
    headers: { cookie, 'Upload-Length': String(size), 'Upload-Metadata': tusMetadata(metadata) },
  })
}
