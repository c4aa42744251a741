import { Send } from 'lucide-react'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass } from '../../../components/ui/field-styles'
import { FormField } from '../../../components/ui/form-field'
import { services } from '../../../config/services'
import type { QuoteFormField } from '../quote-request'
import { CaptchaSlot } from './captcha-slot'

// `name` is typed against the request body, so a renamed field fails the type check.
const fieldName = (name: QuoteFormField) => name

/**
 * The "Get Free Quote" form: fields, labels, the captcha's place and the button. Sending and the
 * captcha itself arrive with the contact issue; until a captcha token is held the specification
 * keeps the button disabled, and here no token can be held yet.
 */
export function QuoteForm() {
  const headingId = useId()
  const hintId = useId()
  return (
    <form
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-950">
        Tell us about your project
      </h2>
      <p className="mt-2 text-ink-muted">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField label="First name" required>
          {(id) => (
            <input
              id={id}
              name={fieldName('firstName')}
              type="text"
              autoComplete="given-name"
              required
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Last name" required>
          {(id) => (
            <input
              id={id}
              name={fieldName('lastName')}
              type="text"
              autoComplete="family-name"
              required
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Email" required>
          {(id) => (
            <input
              id={id}
              name={fieldName('email')}
              type="email"
              autoComplete="email"
              required
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Phone" required>
          {(id) => (
            <input
              id={id}
              name={fieldName('phone')}
              type="tel"
              autoComplete="tel"
              required
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label="Service needed" className="sm:col-span-2">
          {(id) => (
            <select
              id={id}
              name={fieldName('serviceType')}
              defaultValue=""
              className={controlClass}
            >
              <option value="">Select a service (optional)</option>
              {services.map((service) => (
                <option key={service.title} value={service.title}>
                  {service.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Message" required className="sm:col-span-2">
          {(id) => (
            <textarea
              id={id}
              name={fieldName('message')}
              rows={5}
              required
              placeholder="What needs doing, where, and by when?"
              className={controlClass}
            />
          )}
        </FormField>
      </div>

      <div className="mt-6">
        <CaptchaSlot />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled
          aria-describedby={hintId}
          className={`${buttonClass('accent')} w-full disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-muted disabled:shadow-none sm:w-auto`}
        >
          <Send aria-hidden="true" className="size-5" />
          Send Message
        </button>
        <p id={hintId} className="text-sm text-ink-muted">
          Complete the verification above to send your message.
        </p>
      </div>
    </form>
  )
}
