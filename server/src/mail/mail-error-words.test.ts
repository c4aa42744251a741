import { describe, expect, it } from 'vitest'
import { mailErrorInWords } from './mail-error-words.js'

// The messages as nodemailer words them (kept in inquiries.last_delivery_error).
describe('mailErrorInWords', () => {
  it.each([
    [
      'Invalid login: 535 5.7.8 Authentication credentials invalid',
      /refused the user name or password/,
    ],
    ['connect ECONNREFUSED 10.0.0.5:587', /refused the connection/],
    ['getaddrinfo ENOTFOUND smtp.example.co.za', /name could not be found/],
    ['Greeting never received', /did not answer in time/],
    ['Connection timeout', /did not answer in time/],
    ['self-signed certificate in certificate chain', /secure connection/],
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 No such user",
      /sender or the recipient/,
    ],
    ['ENOSPC: no space left on device, open', /outbox folder could not be written/],
  ])('%s', (message, words) => {
    expect(mailErrorInWords(message)).toMatch(words)
  })

  it('says anything else as the server put it, in one short line', () => {
    expect(mailErrorInWords('421 4.7.0 Try again\n later')).toBe(
      'The mail server did not take the message. It said: "421 4.7.0 Try again later"',
    )
  })
})
