import { buttonClass } from '../../../components/ui/button-class'
import { useConfirmEmailChange } from '../api/mailed-links'
import { BackToSignIn, DoneNote, MailedLinkFrame, useMailedToken } from './mailed-link-frame'

/** The page the confirmation link opens: one button, and the new address is used from then on. */
export function ConfirmEmailPage() {
  const token = useMailedToken()
  const confirm = useConfirmEmailChange()

  return (
    <MailedLinkFrame
      title="Confirm your e-mail address"
      lead="Your account's address changes once you confirm it here."
    >
      <div className="space-y-4">
        {!token ? (
          <p>The link is incomplete: open it from the mail again.</p>
        ) : confirm.isSuccess ? (
          <DoneNote>Done: your account now uses {confirm.data.email}.</DoneNote>
        ) : (
          <>
            {confirm.isError ? (
              <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
                {confirm.error.message}
              </p>
            ) : null}
            <button
              type="button"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(token)}
              className={`${buttonClass('accent')} w-full disabled:opacity-70`}
            >
              {confirm.isPending ? 'Confirming...' : 'Use this address'}
            </button>
          </>
        )}
        <BackToSignIn words="Open the admin portal" />
      </div>
    </MailedLinkFrame>
  )
}
