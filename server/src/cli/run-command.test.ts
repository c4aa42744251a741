import { describe, expect, it } from 'vitest'
import { ConfigError } from '../config.js'
import { failureLine } from './run-command.js'

describe('failureLine', () => {
  it('says what caused a wrapped failure, on one line', () => {
    const cause = new Error('getaddrinfo EAI_AGAIN postgres')
    const wrapped = new Error('Failed query: select 1\nparams:', { cause })
    expect(failureLine(wrapped)).toBe(
      'Failed query: select 1 params:: getaddrinfo EAI_AGAIN postgres',
    )
  })

  it('gives a plain failure, a configuration problem and a thrown string as they are', () => {
    expect(failureLine(new Error('The database is not empty.'))).toBe('The database is not empty.')
    expect(failureLine(new ConfigError(['PORT must be a number']))).toBe(
      'Invalid configuration: PORT must be a number',
    )
    expect(failureLine('stopped')).toBe('stopped')
  })
})
