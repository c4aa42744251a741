/** Texts of failures that are the same whatever was asked. */
export const apiMessages = {
  cannotConnect: 'Cannot connect to server. Please check if your server is running and accessible.',
  unreadable: 'The server sent an answer this page could not read.',
} as const

/**
 * A contract schema, as far as reading a response needs it. Typed by shape, so this module (on
 * every public page) does not import zod; the schema brings its own `safeParse`.
 */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

/** A refused or failed request; `message` is meant for people. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** The server's own explanation (its response's `message`), when it gave one. */
  readonly serverMessage?: string
  /** The server answered, but not in the shape the contract gives (or not in JSON). */
  readonly unreadable: boolean

  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    details: { serverMessage?: string; unreadable?: boolean } = {},
  ) {
    super(message)
    this.serverMessage = details.serverMessage
    this.unreadable = details.unreadable ?? false
  }
}

/** The session cookie is gone (expired, logged out elsewhere): the login form must show. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/** What a response is read from; XMLHttpRequest gives the same as fetch. */
export interface RawResponse {
  /** 0 when there was no response. */
  status: number
  statusText: string
  contentType: string | null
  body: string
}

export const noResponse: RawResponse = { status: 0, statusText: '', contentType: null, body: '' }

interface ReadOptions<T> {
  /** The contract's schema of a successful answer. */
  schema?: ResponseSchema<T>
  /** Begins the message of a failure the server did not explain ("Upload failed: HTTP 502"). */
  failed?: string
  /** Names the request in warnings. */
  url?: string
}

/**
 * Reads one answer. An error (not 2xx, or `success: false`) throws an `ApiError` with the
 * server's message. With a schema, a successful answer must match it; without one, it is the
 * JSON value, or undefined when the body is not JSON.
 */
export function readApiResponse<T>(
  raw: RawResponse,
  options: ReadOptions<T> & { schema: ResponseSchema<T> },
): T
export function readApiResponse(raw: RawResponse, options?: ReadOptions<unknown>): unknown
export function readApiResponse<T>(
  { status, statusText, contentType, body }: RawResponse,
  { schema, failed = 'Request failed', url = '' }: ReadOptions<T> = {},
): unknown {
  if (status === 0) throw new ApiError(apiMessages.cannotConnect, 0)
  const json = contentType?.includes('json') ? parseJson(body) : undefined
  const serverMessage = messageOf(json)
  const ok = status >= 200 && status < 300
  if (!ok || isErrorBody(json)) {
    // HTTP/2 has no status text, so the code stands in for it.
    const fallback = ok ? failed : `${failed}: ${statusText || `HTTP ${status}`}`
    throw new ApiError(serverMessage ?? fallback, status, { serverMessage })
  }
  if (!schema) return json
  const parsed = json === undefined ? undefined : schema.safeParse(json)
  if (parsed?.success) return parsed.data
  // The details are for developers; people get one plain sentence.
  console.warn(`Unexpected answer from ${url || 'the API'}:`, parsed ? parsed.error : 'not JSON')
  throw new ApiError(apiMessages.unreadable, status, { unreadable: true })
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as the JSON body. */
  json?: unknown
  /** Sent as the body as it is, with its media type (a caption file); instead of `json`. */
  file?: { content: Blob; contentType: string }
  signal?: AbortSignal
  /**
   * The contract's schema of a successful answer. A promise lets a public page load the schema
   * (and zod) beside the response instead of with the page.
   */
  schema?: SchemaOrLoading<T>
}

type SchemaOrLoading<T> = ResponseSchema<T> | Promise<ResponseSchema<T>>

/**
 * Every request the client makes to its API (the upload's XMLHttpRequest reads its response with
 * `readApiResponse`). Resolves with the response; rejects with an `ApiError`, or with the abort when
 * `signal` aborts.
 */
export function apiRequest<T>(
  url: string,
  request: ApiRequest<T> & { schema: SchemaOrLoading<T> },
): Promise<T>
export function apiRequest(
  url: string,
  request?: Omit<ApiRequest<never>, 'schema'>,
): Promise<unknown>
export async function apiRequest<T>(
  url: string,
  { method, json, file, signal, schema }: ApiRequest<T> = {},
): Promise<unknown> {
  let raw: RawResponse
  const contentType = file ? file.contentType : json === undefined ? undefined : 'application/json'
  try {
    const response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(contentType ? { 'Content-Type': contentType } : {}),
      },
      body: file ? file.content : json === undefined ? undefined : JSON.stringify(json),
      // No cache option: the server says what may be kept (every private answer is no-store).
      signal,
    })
    raw = {
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    }
  } catch (error) {
    if (signal?.aborted) throw error
    raw = noResponse
  }
  return readApiResponse(raw, { schema: await schema, url })
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

function isErrorBody(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'success' in json && json.success === false
}

function messageOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('message' in json)) return undefined
  return typeof json.message === 'string' && json.message ? json.message : undefined
}
