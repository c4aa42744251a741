import { buttonClass } from '../../../components/ui/button-class'
import { ApiError } from '../../../lib/api-request'
import { useStopReviewMail } from '../api/stop-review-mail'

/** One button: no more review e-mails to this customer's address (POPIA), then a confirmation. */
export function StopReviewMail({ token }: { token: string }) {
  const stop = useStopReviewMail()
  if (stop.isSuccess) {
    return (
      <p role="status" className="text-base text-ink">
        Done: we will not ask you for a review by e-mail again.
      </p>
    )
  }
  const failure =
    stop.error instanceof ApiError && stop.error.status === 404
      ? 'We do not know this link. It may be mistyped, or the request it belonged to was removed.'
      : stop.error
        ? 'That did not work just now. Please try again in a minute.'
        : null
  return (
    <div className="space-y-4">
      <p className="text-base text-ink">
        We e-mailed you once to ask how we did. Tap the button and we will not ask you by e-mail
        again.
      </p>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        disabled={stop.isPending}
        onClick={() => stop.mutate(token)}
        className={`${buttonClass('primary')} w-full sm:w-auto`}
      >
        Stop review e-mails
      </button>
    </div>
  )
}
