import { reviewNameLimit, reviewTextLimit } from '@site/contract/review-limits'
import type { ReviewInvitation } from '@site/contract/reviews'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { InputField, SubmitButton, TextareaField } from '../../../components/ui/input-field'
import { ApiError } from '../../../lib/api-request'
import { useSendReview } from '../api/send-review'
import { type ReviewField, reviewFieldErrors } from '../review-field-errors'
import { ReviewThanks } from './review-thanks'
import { StarChoice } from './star-choice'

/** The customer's review: stars, what went well, the name to show, and their permission. */
export function ReviewForm({ token, invitation }: { token: string; invitation: ReviewInvitation }) {
  const [stars, setStars] = useState(0)
  const [text, setText] = useState('')
  const [name, setName] = useState('')
  const [mayShow, setMayShow] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({})
  const send = useSendReview()

  if (send.data) {
    return (
      <ReviewThanks firstName={invitation.firstName} googleReviewUrl={send.data.googleReviewUrl} />
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const missing: Partial<Record<ReviewField, string>> = {}
    if (!stars) missing.stars = 'choose from 1 to 5 stars'
    if (!name.trim()) missing.name = 'tell us the name to show'
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    send.mutate(
      { token, stars, text, name, mayShow },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
            setErrors(reviewFieldErrors(error.serverMessage))
          } else {
            setErrors({
              form:
                error instanceof ApiError && error.serverMessage && error.status < 500
                  ? error.serverMessage
                  : 'Your review could not be sent just now. Please try again in a minute.',
            })
          }
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Your review">
      <StarChoice value={stars} onChange={setStars} error={errors.stars} />
      <TextareaField
        label="What went well"
        hint={`${text.length} of ${reviewTextLimit} characters`}
        error={errors.text}
        rows={5}
        maxLength={reviewTextLimit}
        value={text}
        onValueChange={setText}
      />
      <InputField
        label="Your first name and suburb, as we may show them"
        required
        hint="For example: Thandi, Lynnwood"
        error={errors.name}
        type="text"
        autoComplete="off"
        maxLength={reviewNameLimit}
        value={name}
        onValueChange={setName}
      />
      <CheckboxField
        className="flex min-h-11 items-start gap-3 text-base text-ink"
        checked={mayShow}
        onCheckedChange={setMayShow}
        controlClassName="mt-1 shrink-0"
      >
        <span>You may show this on the website</span>
      </CheckboxField>
      {errors.mayShow ? <p className="text-sm text-red-800">{errors.mayShow}</p> : null}
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton
        pending={send.isPending}
        pendingLabel="Sending…"
        className={`${buttonClass('accent')} w-full sm:w-auto`}
      >
        Send
      </SubmitButton>
    </form>
  )
}
