import { describe, expect, it } from 'vitest'
import { freshRead } from './fresh-read.js'

/** A read whose answers the test releases one by one; `value` is what the source holds. */
function controlledSource() {
  const source = { value: 0, started: 0, release: [] as (() => void)[] }
  const read = () => {
    source.started += 1
    const seen = source.value
    return new Promise<number>((resolve) => source.release.push(() => resolve(seen)))
  }
  return { source, read }
}

describe('freshRead', () => {
  it('shares one read among callers that arrive before it starts', async () => {
    const { source, read } = controlledSource()
    const fresh = freshRead(read)
    const answers = Promise.all([fresh(), fresh(), fresh()])
    // The first starts a read at once; the next two queue behind it and share the next read.
    expect(source.started).toBe(1)
    source.release.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(source.started).toBe(2)
    source.release.shift()?.()
    expect(await answers).toEqual([0, 0, 0])
  })

  it('never gives a caller a read that started before it called', async () => {
    const { source, read } = controlledSource()
    const fresh = freshRead(read)
    const early = fresh()
    source.value = 1 // a change committed while the first read is under way
    const late = fresh()
    source.release.shift()?.()
    expect(await early).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    source.release.shift()?.()
    expect(await late).toBe(1)
  })

  it('starts up to maxInFlight reads at once, then queues the rest on one', async () => {
    const { source, read } = controlledSource()
    const fresh = freshRead(read, 2)
    const first = fresh()
    source.value = 1
    const second = fresh() // may not trust the first: a read of its own
    source.value = 2
    const third = fresh()
    const fourth = fresh() // arrived with the third: both wait for a free slot, then share
    expect(source.started).toBe(2)
    source.release.shift()?.()
    expect(await first).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(source.started).toBe(3)
    source.release.shift()?.()
    source.release.shift()?.()
    expect(await second).toBe(1)
    expect([await third, await fourth]).toEqual([2, 2])
  })

  it('reads again after a failed read', async () => {
    let calls = 0
    const fresh = freshRead(async () => {
      calls += 1
      if (calls === 1) throw new Error('connection lost')
      return calls
    })
    await expect(fresh()).rejects.toThrow('connection lost')
    expect(await fresh()).toBe(2)
  })
})
