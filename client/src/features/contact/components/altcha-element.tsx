// Registers <altcha-widget>. Only this module imports the widget, and only the contact page loads
// this module (lazily, after hydration), so no other page's bundle carries it.
import 'altcha'
import type { WidgetMethods } from 'altcha/types'
import type {} from 'altcha/types/react'
import { useEffect, useEffectEvent, useImperativeHandle, useRef } from 'react'
import { altchaChallengeUrl } from '../api/get-captcha-config'
import type { CaptchaWidgetProps } from '../captcha'
import { keepAltchaMarkupValid } from './altcha-markup'

type AltchaWidgetElement = HTMLElement & Partial<WidgetMethods>

interface AltchaEventDetail {
  state?: string
  payload?: string | null
}

/**
 * The self-hosted ALTCHA widget: a native checkbox ("I'm not a robot") that runs a proof of work
 * against a challenge from our own server. Its payload is the token the server checks.
 */
export function AltchaElement({ onToken, onError, ref }: CaptchaWidgetProps) {
  const widget = useRef<AltchaWidgetElement>(null)

  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset?.() }), [])

  const onStateChange = useEffectEvent((event: Event) => {
    const { state, payload } = ((event as CustomEvent<AltchaEventDetail>).detail ??
      {}) as AltchaEventDetail
    if (state === 'verified' && payload) onToken(payload)
    else if (state === 'error' || state === 'expired') onError()
    else onToken(null)
  })
  const onVerified = useEffectEvent((event: Event) => {
    const payload = (event as CustomEvent<AltchaEventDetail>).detail?.payload
    if (payload) onToken(payload)
  })
  // ALTCHA 3 reports expiry twice (a state change and this event); the form's toast has an id.
  const onExpired = useEffectEvent(() => onError())

  useEffect(() => {
    const element = widget.current
    if (!element) return
    element.addEventListener('statechange', onStateChange)
    element.addEventListener('verified', onVerified)
    element.addEventListener('expired', onExpired)
    const stopRepairing = keepAltchaMarkupValid(element)
    return () => {
      stopRepairing()
      element.removeEventListener('statechange', onStateChange)
      element.removeEventListener('verified', onVerified)
      element.removeEventListener('expired', onExpired)
    }
  }, [])

  return <altcha-widget ref={widget} challenge={altchaChallengeUrl} language="en" />
}
