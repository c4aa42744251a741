import { describe, expect, it } from 'vitest'
import { CatalogueVersion } from './catalogue-version.js'

/** A version whose database reads are counted and answer `inDatabase`, or wait for `release`. */
const counted = () => {
  const state = { reads: 0, inDatabase: 5n, held: null as null | (() => void) }
  const version = new CatalogueVersion(async () => {
    state.reads++
    if (state.held) await new Promise<void>((resolve) => (state.held = resolve))
    return state.inDatabase
  })
  return { version, state }
}

describe('CatalogueVersion', () => {
  it('reads the database on every call until it listens', async () => {
    const { version, state } = counted()
    expect(await version.current()).toBe(5n)
    state.inDatabase = 6n
    expect(await version.current()).toBe(6n)
    expect(state.reads).toBe(2)
  })

  it('answers from what it heard once listening, without reading', async () => {
    const { version, state } = counted()
    await version.listening()
    expect(state.reads).toBe(1)
    expect(version.current()).toBe(5n)
    version.heard('7')
    expect(version.current()).toBe(7n)
    expect(state.reads).toBe(1)
  })

  it('keeps a version heard while its first read was under way, and never goes back', async () => {
    const { version } = counted()
    version.heard('9')
    await version.listening()
    expect(version.current()).toBe(9n)
    version.heard('8')
    version.heard('not a number')
    version.heard('')
    expect(version.current()).toBe(9n)
  })

  it('reads per call again once the connection is lost', async () => {
    const { version, state } = counted()
    await version.listening()
    version.lost()
    state.inDatabase = 12n
    expect(await version.current()).toBe(12n)
    expect(state.reads).toBe(2)
  })

  it('does not trust a read that began before a loss', async () => {
    const { version, state } = counted()
    state.held = () => {}
    const first = version.listening()
    await Promise.resolve()
    version.lost()
    state.held?.()
    await first
    state.held = null
    state.inDatabase = 20n
    // Still reading: the listening connection that read was for is gone.
    expect(await version.current()).toBe(20n)
  })
})
