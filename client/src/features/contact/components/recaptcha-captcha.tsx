import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react'
import type { CaptchaWidgetProps } from '../captcha'
import { loadRecaptcha } from '../load-recaptcha'
import { CaptchaSlot } from './captcha-slot'
import { CaptchaUnavailable } from './captcha-unavailable'

interface RecaptchaCaptchaProps extends CaptchaWidgetProps {
  siteKey: string
}

/** Google's reCAPTCHA v2 checkbox (normal size, light theme), rendered explicitly. */
export function RecaptchaCaptcha({ siteKey, onToken, onError, ref }: RecaptchaCaptchaProps) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ reset: () => void } | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')

  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }), [])

  const solved = useEffectEvent((token: string) => onToken(token || null))
  const failed = useEffectEvent(() => onError())

  useEffect(() => {
    let active = true
    // A box of our own per render: grecaptcha refuses to render twice into one element.
    const box = document.createElement('div')
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!active || !container.current) return
        container.current.append(box)
        const id = grecaptcha.render(box, {
          sitekey: siteKey,
          size: 'normal',
          theme: 'light',
          callback: solved,
          'expired-callback': failed,
          'error-callback': failed,
        })
        widget.current = { reset: () => grecaptcha.reset(id) }
        setStatus('ready')
      },
      (error: unknown) => {
        if (!active) return
        console.warn(error)
        setStatus('failed')
      },
    )
    return () => {
      active = false
      widget.current = null
      box.remove()
    }
  }, [siteKey])

  if (status === 'failed') return <CaptchaUnavailable />
  return (
    <>
      {status === 'loading' ? <CaptchaSlot /> : null}
      <div ref={container} className="min-h-[78px]" hidden={status === 'loading'} />
    </>
  )
}
