/** The JSON object of an answer, or undefined when the body is not one. */
export async function readJsonObject(
  response: Response,
): Promise<Record<string, unknown> | undefined> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined
  try {
    const body: unknown = await response.json()
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
