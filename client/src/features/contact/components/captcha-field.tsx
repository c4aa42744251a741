import type { CaptchaSettings } from '@site/contract/captcha'
import type { UseQueryResult } from '@tanstack/react-query'
import { labelClass } from '../../../components/ui/field-styles'
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
 * the prerendered page) the settings are not known yet: the empty slot holds the place.
 */
export function CaptchaField({ config, ...widget }: CaptchaFieldProps) {
  return (
    <fieldset>
      <legend className={labelClass}>
        Verification
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="mt-1.5">
        {config.data?.provider === 'altcha' ? (
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
