import type { Ref } from 'react'

/** What the form can ask of whichever captcha is shown. */
export interface CaptchaHandle {
  /** Back to unsolved: a token is good for one check only. */
  reset: () => void
}

/** The one interface every captcha provider's component has. */
export interface CaptchaWidgetProps {
  /** The token once solved; null when the widget no longer holds one. */
  onToken: (token: string | null) => void
  /** The challenge expired or failed: the token is gone and the visitor must try again. */
  onError: () => void
  ref?: Ref<CaptchaHandle>
}
