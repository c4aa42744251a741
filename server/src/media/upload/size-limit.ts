/** Passes bytes through until more than `max` have gone by, then fails with `tooLarge()`. */
export async function* limitSize(
  source: AsyncIterable<Buffer>,
  max: number,
  tooLarge: () => Error,
): AsyncGenerator<Buffer> {
  let total = 0
  for await (const chunk of source) {
    total += chunk.length
    if (total > max) throw tooLarge()
    yield chunk
  }
}
