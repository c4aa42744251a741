import type { FastifyBaseLogger } from 'fastify'
import { UploadError } from '../upload-error.js'

export interface ResumableError {
  status: number
  message: string
  file?: string
}

/** What @tus/server responds with when it refuses a request itself (`ERRORS`, header checks). */
interface TusError {
  status_code: number
  body: string
}

const SERVER_PROBLEM =
  'The upload could not be saved because of a server problem. It will go on from where it stopped.'

/**
 * The message a person reads for an error a resumable upload request ended with: our own
 * UploadErrors as they are, @tus/server's plain-text protocol errors in plain words, anything
 * else as a server problem (logged, never shown).
 */
export function resumableErrorOf(error: unknown, log: FastifyBaseLogger): ResumableError {
  if (error instanceof UploadError) {
    return { status: error.statusCode, message: error.message, file: error.file }
  }
  if (isTusError(error)) {
    const known = inPlainWords(error)
    if (known) return known
    log.warn({ tus: error }, 'unexpected tus error')
  } else {
    log.error({ err: error }, 'a resumable upload request failed')
  }
  return { status: 500, message: SERVER_PROBLEM }
}

/** The same for a response @tus/server wrote without passing through its error hook. */
export function resumableErrorOfResponse(status: number, body: string): ResumableError | null {
  return inPlainWords({ status_code: status, body })
}

/** @tus/server's own protocol errors in words for people; null for one this does not know. */
function inPlainWords({ status_code: status, body }: TusError): ResumableError | null {
  const text = body.trim().toLowerCase()
  if (status === 404) {
    return {
      status,
      message:
        'This upload does not exist: it was cancelled, it expired, or it belongs to another account. Start it again.',
    }
  }
  if (status === 410) {
    return {
      status,
      message: 'This upload expired: unfinished uploads are kept for 24 hours. Start it again.',
    }
  }
  if (status === 409) {
    return {
      status,
      message:
        'The server has a different part of this file than the one sent; the upload goes on from where the server has it.',
    }
  }
  if (status === 413) {
    return { status, message: 'More bytes were sent than the upload said its file has.' }
  }
  if (status === 412) {
    return { status, message: 'Resumable uploads speak tus 1.0.0 (header Tus-Resumable: 1.0.0).' }
  }
  if (status === 501) {
    return { status, message: 'An upload must give its file size (Upload-Length) when it starts.' }
  }
  if (text.includes('already completed')) {
    return {
      status: 400,
      message: 'This upload has finished and cannot be cancelled: delete the media item instead.',
    }
  }
  if (text.startsWith('upload-length or upload-defer-length')) {
    return { status: 400, message: 'An upload must give its file size (Upload-Length).' }
  }
  if (text.includes('upload-metadata')) {
    return {
      status: 400,
      message:
        'The upload\'s metadata is not valid: it must be "key base64value" pairs (filename, fileType).',
    }
  }
  if (text.includes('content-type')) {
    return {
      status: 415,
      message: 'Upload data must be sent as application/offset+octet-stream.',
    }
  }
  if (text.includes('upload-offset') || text.includes('upload-length')) {
    return {
      status: 400,
      message: 'Upload-Offset and Upload-Length must be whole numbers of bytes, 0 or more.',
    }
  }
  if (text.includes('lock')) {
    // Another request for the same upload took over (a client that reconnected): worth a retry.
    return {
      status: 423,
      message: 'Another request is sending this file right now. Try again in a moment.',
    }
  }
  if (status === 400 && text.startsWith('invalid')) {
    return { status, message: `The upload request has an invalid header (${body.trim()}).` }
  }
  return null
}

function isTusError(error: unknown): error is TusError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as TusError).status_code === 'number' &&
    typeof (error as TusError).body === 'string'
  )
}
