import { describe, expect, it } from 'vitest'
import { captchaConfigFrom } from './get-captcha-config'

describe('captchaConfigFrom', () => {
  it('reads the self-hosted ALTCHA', () => {
    expect(captchaConfigFrom({ provider: 'altcha' })).toEqual({ provider: 'altcha' })
  })

  it('reads reCAPTCHA with its site key', () => {
    expect(captchaConfigFrom({ provider: 'recaptcha', siteKey: 'key' })).toEqual({
      provider: 'recaptcha',
      siteKey: 'key',
    })
  })

  it.each([
    null,
    [],
    {},
    { provider: 'hcaptcha' },
    { provider: 'recaptcha' },
    { provider: 'recaptcha', siteKey: '' },
  ])('refuses %j', (body) => {
    expect(() => captchaConfigFrom(body)).toThrow()
  })
})
