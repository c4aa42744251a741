import { marketingConsentText } from '@site/contract/marketing-consent'
import { LoaderCircle, Send } from 'lucide'
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '../../../components/ui/button-class'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { Icon } from '../../../components/ui/icon'
import { InputField, SelectField, TextareaField } from '../../../components/ui/input-field'
import { formatBytes } from '../../../lib/byte-size'
import { useSiteSettings } from '../../../lib/site-settings'
import { useCaptchaConfig } from '../api/get-captcha-config'
import {
  type SendOutcome,
  type SendQuoteRequest,
  useSendQuoteRequest,
} from '../api/send-quote-request'
import type { CaptchaHandle } from '../captcha'
import { captchaMessages, contactMessages, failureBody } from '../messages'
import { noQuoteFiles, type QuoteFiles } from '../quote-files'
import { type QuoteFormField, quoteRequestFrom } from '../quote-request'
import { CaptchaField } from './captcha-field'
import { HoneypotField } from './honeypot-field'
import { PrivacyNotice } from './privacy-notice'
import { QuoteConfirmation } from './quote-confirmation'
import { QuoteFilesField } from './quote-files-field'

// `name` is typed against the request body, so a renamed field fails the type check.
const fieldName = (name: QuoteFormField) => name

/** Who the visitor is and how to reach them; all four are required. */
const contactFields = [
  { label: 'First name', name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { label: 'Last name', name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  { label: 'Phone', name: 'phone', type: 'tel', autoComplete: 'tel' },
] as const satisfies readonly {
  name: QuoteFormField
  label: string
  type: string
  autoComplete: string
}[]

interface QuoteFormProps {
  /** Sends the request: the server in the app, a stand-in in tests. */
  onSend?: SendQuoteRequest
  /** Fills the message and service while they are still empty (a project's "quote for similar"). */
  prefill?: { message: string; serviceType?: string }
}

/**
 * The "Get Free Quote" form. States: idle; captcha solved (token held); sending; then success
 * (form and captcha reset) or failure (captcha reset). Every response uses the token up, so the
 * captcha starts again whatever happened. The fields are in the page the server sends; the captcha
 * arrives after hydration, once the server has said which one it checks.
 */
export function QuoteForm({ onSend, prefill }: QuoteFormProps) {
  const headingId = useId()
  const hintId = useId()
  const captchaConfig = useCaptchaConfig()
  const site = useSiteSettings()
  // ALTCHA's words until the server has answered: it is the default provider.
  const captchaText = captchaMessages(captchaConfig.data?.provider ?? 'altcha')
  const captcha = useRef<CaptchaHandle>(null)
  const [token, setToken] = useState<string | null>(null)
  const sending = useSendQuoteRequest(onSend)
  const [sent, setSent] = useState<{ reference?: string } | null>(null)
  const [files, setFiles] = useState<QuoteFiles>(noQuoteFiles)
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  usePrefill(formRef, prefill?.message, prefill?.serviceType)

  function handleCaptchaError() {
    setToken(null)
    toast.error(captchaText.error, { id: 'captcha-error', description: captchaText.errorBody })
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.isPending) return
    if (!token) {
      toast.error(captchaText.required, { description: captchaText.requiredBody })
      return
    }
    const form = event.currentTarget
    let outcome: SendOutcome
    try {
      outcome = await sending.mutateAsync({
        request: quoteRequestFrom(new FormData(form), token),
        files,
        onProgress: (sent, total) => setProgress({ sent, total }),
      })
    } catch {
      outcome = { ok: false, status: 0 }
    }
    setProgress(null)
    captcha.current?.reset()
    setToken(null)
    if (outcome.ok) {
      form.reset()
      setFiles(noQuoteFiles)
      // The confirmation carries the specification's success title and text, and stays: a toast
      // saying the same would cover its WhatsApp button on a phone (decision 048).
      setSent({ reference: outcome.reference })
    } else {
      toast.error(contactMessages.failed, { description: failureBody(site, outcome.message) })
    }
  }

  if (sent) {
    return <QuoteConfirmation reference={sent.reference} onSendAnother={() => setSent(null)} />
  }

  const hint = sending.isPending
    ? 'Sending your message...'
    : token
      ? 'Verified: you can send your message.'
      : 'Complete the verification above to send your message.'

  return (
    <form
      ref={formRef}
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      className="relative rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-950">
        Tell us about your project
      </h2>
      <p className="mt-2 text-ink-muted">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {contactFields.map((field) => (
          <InputField key={field.name} {...field} required />
        ))}
        <SelectField
          label="Service needed"
          className="sm:col-span-2"
          name={fieldName('serviceType')}
          defaultValue=""
          options={[
            { value: '', label: 'Select a service (optional)' },
            // The key: a renamed service stays the same service (decision 053).
            ...site.services.map((service) => ({ value: service.key, label: service.name })),
          ]}
        />
        <TextareaField
          label="Message"
          required
          className="sm:col-span-2"
          name={fieldName('message')}
          rows={5}
          placeholder="What needs doing, where, and by when?"
        />
      </div>

      <div className="mt-5">
        <QuoteFilesField files={files} onChange={setFiles} disabled={sending.isPending} />
      </div>

      <CheckboxField
        className="mt-5 flex items-start gap-3 text-sm text-ink"
        name={fieldName('marketingConsent')}
        value="yes"
        controlClassName="mt-0.5 shrink-0"
      >
        <span>{marketingConsentText} (optional)</span>
      </CheckboxField>

      <HoneypotField name={fieldName('website')} />

      <div className="mt-6">
        <CaptchaField
          ref={captcha}
          config={captchaConfig}
          onToken={setToken}
          onError={handleCaptchaError}
        />
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={!token || sending.isPending}
          aria-describedby={hintId}
          className={`${buttonClass('accent')} w-full disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-muted disabled:shadow-none sm:w-auto`}
        >
          {sending.isPending ? (
            <Icon drawing={LoaderCircle} aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Icon drawing={Send} aria-hidden="true" className="size-5" />
          )}
          Send Message
        </button>
        <p id={hintId} aria-live="polite" className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
      {sending.isPending && progress ? <SendProgressBar {...progress} /> : null}

      <div className="mt-8">
        <PrivacyNotice />
      </div>
    </form>
  )
}

/** How much of the files has gone, right under the button the visitor just pressed. */
function SendProgressBar({ sent, total }: { sent: number; total: number }) {
  const labelId = useId()
  return (
    <div className="mt-4">
      <p id={labelId} className="text-sm font-medium text-ink">
        Sending your files: {formatBytes(sent)} of {formatBytes(total)}
      </p>
      <progress
        aria-labelledby={labelId}
        max={total}
        value={sent}
        className="mt-2 h-3 w-full overflow-hidden rounded-full accent-brand-800"
      />
    </div>
  )
}

/**
 * Writes the prefill into fields the visitor has not touched, once per prefill text: never over
 * their own words, nor again after they cleared it.
 */
function usePrefill(
  formRef: RefObject<HTMLFormElement | null>,
  message: string | undefined,
  serviceType: string | undefined,
) {
  useEffect(() => {
    const form = formRef.current
    if (!form || message === undefined) return
    const text = form.elements.namedItem(fieldName('message'))
    if (text instanceof HTMLTextAreaElement && text.value === '') text.value = message
    const service = form.elements.namedItem(fieldName('serviceType'))
    if (
      service instanceof HTMLSelectElement &&
      service.value === '' &&
      [...service.options].some((option) => option.value === serviceType)
    )
      service.value = serviceType ?? ''
  }, [formRef, message, serviceType])
}
