import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-errors.js'

const withCode = (code: string) => Object.assign(new Error('x'), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a server shutting down', withCode('57P01')],
    ['a connection exception', withCode('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a wrapped cause', new Error('Failed query', { cause: withCode('ECONNRESET') })],
    ['an aggregate of refusals', new AggregateError([withCode('ECONNREFUSED')])],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
