/** The part of Google's `grecaptcha` global the quote form uses (reCAPTCHA v2, explicit). */
export interface Grecaptcha {
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string
      size: 'normal' | 'compact'
      theme: 'light' | 'dark'
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
    },
  ) => number
  reset: (widgetId?: number) => void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    onRecaptchaApiLoaded?: () => void
  }
}

// `onload` names the callback api.js calls once `grecaptcha.render` can be used: the script's own
// load event comes earlier, while api.js is still fetching the library.
const scriptUrl =
  'https://www.google.com/recaptcha/api.js?render=explicit&onload=onRecaptchaApiLoaded'

let loading: Promise<Grecaptcha> | undefined

/** Loads Google's script once (only the contact page asks) and resolves with `grecaptcha`. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  const ready = window.grecaptcha
  if (ready?.render) return Promise.resolve(ready)
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.onRecaptchaApiLoaded = () => {
      if (window.grecaptcha?.render) resolve(window.grecaptcha)
      else reject(new Error('reCAPTCHA loaded without grecaptcha.render'))
    }
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.defer = true
    script.onerror = () => {
      // Forget the failure, so showing the form again tries again.
      loading = undefined
      script.remove()
      reject(new Error('reCAPTCHA did not load'))
    }
    document.head.append(script)
  })
  return loading
}
