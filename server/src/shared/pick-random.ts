/**
 * `count` distinct items chosen uniformly at random (a partial Fisher–Yates shuffle), in random
 * order. `random` returns a number in [0, 1), like `Math.random`, which is the default.
 */
export function pickRandom<T>(items: readonly T[], count: number, random = Math.random): T[] {
  const pool = [...items]
  const n = Math.min(Math.max(0, count), pool.length)
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i))
    ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
  }
  return pool.slice(0, n)
}
