/**
 * Regroups a byte stream into parts of exactly `partSize` bytes (the last one may be shorter),
 * as S3 multipart uploads need. At most about one part is held in memory: the source is read only
 * when the consumer asks for the next part, so a slow store slows the sender down.
 */
export async function* inParts(
  source: AsyncIterable<Buffer>,
  partSize: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = []
  let pendingBytes = 0
  for await (const chunk of source) {
    pending.push(chunk)
    pendingBytes += chunk.length
    while (pendingBytes >= partSize) {
      const joined = Buffer.concat(pending, pendingBytes)
      // Copy the rest so the joined buffer can be freed once its part is uploaded.
      const rest = Buffer.from(joined.subarray(partSize))
      pending = rest.length > 0 ? [rest] : []
      pendingBytes = rest.length
      yield joined.subarray(0, partSize)
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes)
}
