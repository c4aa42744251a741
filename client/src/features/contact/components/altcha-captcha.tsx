import { type ComponentType, lazy, Suspense } from 'react'
import type { CaptchaWidgetProps } from '../captcha'
import { CaptchaSlot } from './captcha-slot'
import { CaptchaUnavailable } from './captcha-unavailable'

// A failed download (a deploy replaced the chunk, the connection dropped) shows a way out
// instead of the router's error page.
const AltchaElement = lazy<ComponentType<CaptchaWidgetProps>>(() =>
  import('./altcha-element').then(
    (module) => ({ default: module.AltchaElement }),
    (error: unknown) => {
      console.warn('The verification widget did not load', error)
      return { default: CaptchaUnavailable }
    },
  ),
)

/** ALTCHA, downloaded when first shown; the empty slot keeps its place meanwhile. */
export function AltchaCaptcha(props: CaptchaWidgetProps) {
  return (
    <Suspense fallback={<CaptchaSlot />}>
      <AltchaElement {...props} />
    </Suspense>
  )
}
