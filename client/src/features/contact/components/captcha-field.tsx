import type { CaptchaSettings } from '@site/contract/captcha'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { labelClass } from '../../../components/ui/field-styles'
import { useNearViewport } from '../../../lib/use-near-viewport'
import type { CaptchaWidgetProps } from '../captcha'
import { AltchaCaptcha } from './altcha-captcha'
import { CaptchaSlot } from './captcha-slot'
import { CaptchaUnavailable } from './captcha-unavailable'
import { RecaptchaCaptcha } from './recaptcha-captcha'

interface CaptchaFieldProps extends CaptchaWidgetProps {
  /** The server's choice of captcha (`GET /api/captcha`). */
  config: UseQueryResult<CaptchaSettings>
}

/**
 * The labelled place of the captcha, and the provider the server chose. Before hydration (and in
 * the page as the server sends it) the settings are not known yet: the empty slot holds the place.
 *
 * The widget (ALTCHA's 31 KB, or Google's script) is created once the visitor comes within a
 * screen of it or starts on the form: one who only wants the phone number or WhatsApp never
 * downloads it, and loading the page does no widget work (decision 041).
 */
export function CaptchaField({ config, ...widget }: CaptchaFieldProps) {
  const [near, setNear] = useState(false)
  const slot = useNearViewport<HTMLDivElement>(() => setNear(true), {
    enabled: !near,
    margin: '600px',
  })
  // Without IntersectionObserver nothing would ever say "near": the widget comes at once.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') setNear(true)
  }, [])
  // A visitor who starts on the form will reach the widget: it is made then too, so it is ready
  // well before they get there (a fast keyboard user could otherwise arrive as it is being made).
  useEffect(() => {
    const form = slot.current?.closest('form')
    if (near || !form) return
    const start = () => setNear(true)
    form.addEventListener('focusin', start)
    return () => form.removeEventListener('focusin', start)
  }, [near, slot])
  return (
    <fieldset>
      <legend className={labelClass}>
        Verification
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div ref={slot} className="mt-1.5">
        {!near ? (
          <CaptchaSlot />
        ) : config.data?.provider === 'altcha' ? (
          <AltchaCaptcha {...widget} />
        ) : config.data?.provider === 'recaptcha' ? (
          <RecaptchaCaptcha siteKey={config.data.siteKey} {...widget} />
        ) : config.isError ? (
          <CaptchaUnavailable />
        ) : (
          <CaptchaSlot />
        )}
      </div>
    </fieldset>
  )
}
