import { useNavigate, useRouterState } from '@tanstack/react-router'
import { KeyRound, LoaderCircle } from 'lucide'
import { type FormEvent, useEffect, useState } from 'react'
import { NewPasswordField } from '../../../components/portal/account-fields'
import { LoadingNote } from '../../../components/portal/loading-note'
import { SignInCard, SignInFrame } from '../../../components/portal/sign-in-card'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { SubmitButton } from '../../../components/ui/input-field'
import { passkeyProblem } from '../../../lib/portal/two-step'
import {
  useAcceptInvite,
  useAcceptInviteWithPasskey,
  useInvitePreview,
} from '../api/invite-welcome'
import { roleWords } from './role-words'

/** Whether this browser can make a passkey (known after the first render, as on the server). */
function useWebAuthn(): boolean {
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(typeof window.PublicKeyCredential === 'function'), [])
  return supported
}

/**
 * The page an invite link opens (`/admin-portal/welcome#<token>`): who invited the person and as
 * what, then their password or a passkey instead, and they are signed in. The token is in the
 * fragment, which the browser never sends; the page posts it in a body.
 */
export function WelcomePage() {
  const token = useRouterState({ select: (state) => state.location.hash }).replace(/^#/, '')
  const preview = useInvitePreview(token)
  const accept = useAcceptInvite()
  const acceptWithPasskey = useAcceptInviteWithPasskey()
  const canUsePasskey = useWebAuthn()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    acceptWithPasskey.reset()
    try {
      await accept.mutateAsync({ token, password })
    } catch {
      return
    }
    await navigate({ to: '/admin-portal/requests' })
  }

  async function acceptWithAPasskey() {
    accept.reset()
    acceptWithPasskey.reset()
    try {
      await acceptWithPasskey.mutateAsync(token)
    } catch {
      return
    }
    await navigate({ to: '/admin-portal/requests' })
  }

  const busy = accept.isPending || acceptWithPasskey.isPending

  const invited = preview.data
  return (
    <SignInFrame lead="Staff sign-in for the website's portal.">
      <SignInCard title={invited ? `Welcome, ${invited.name}` : 'Welcome'}>
        {!token ? (
          <p className="mt-4 text-ink">
            This page opens from the link in an invite mail. The link is incomplete: open it from
            the mail again.
          </p>
        ) : preview.isPending ? (
          <LoadingNote role="status" className="mt-4">
            Checking your invite...
          </LoadingNote>
        ) : !invited ? (
          <p role="alert" className="mt-4 text-red-800">
            This invite link is not valid: it was used already, has expired (after 48 hours) or was
            withdrawn. Ask the owner to send a new one.
          </p>
        ) : (
          <>
            <p className="mt-2 text-ink-muted">
              {invited.invitedBy} invited you ({invited.email}) as{' '}
              <strong className="text-ink">{roleWords[invited.role].label.toLowerCase()}</strong>.{' '}
              {roleWords[invited.role].can}
            </p>
            <form onSubmit={submit} className="mt-6 space-y-5">
              {/* For password managers: the account the new password belongs to. */}
              <input
                type="email"
                name="username"
                autoComplete="username"
                value={invited.email}
                readOnly
                hidden
              />
              <NewPasswordField
                label="Choose your password"
                value={password}
                onValueChange={setPassword}
              />
              {accept.error ? (
                <p role="alert" className="font-semibold text-red-800">
                  {accept.error.message}
                </p>
              ) : null}
              <SubmitButton
                pending={accept.isPending}
                pendingLabel="Signing in..."
                disabled={busy}
                className={`${buttonClass('accent')} w-full disabled:opacity-70`}
              >
                Set password and sign in
              </SubmitButton>
            </form>
            {canUsePasskey ? (
              <div className="mt-6 border-t border-line pt-6">
                <p className="text-sm text-ink-muted">
                  Or sign in with this device's fingerprint, face or screen lock: no password to
                  remember.
                </p>
                <button
                  type="button"
                  onClick={acceptWithAPasskey}
                  disabled={busy}
                  className={`${buttonClass('outline')} mt-3 w-full disabled:cursor-wait disabled:opacity-80`}
                >
                  {acceptWithPasskey.isPending ? (
                    <Icon
                      drawing={LoaderCircle}
                      aria-hidden="true"
                      className="size-5 animate-spin"
                    />
                  ) : (
                    <Icon drawing={KeyRound} aria-hidden="true" className="size-5" />
                  )}
                  Use a passkey instead
                </button>
                {acceptWithPasskey.error ? (
                  <p role="alert" className="mt-3 font-semibold text-red-800">
                    {passkeyProblem(acceptWithPasskey.error)}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </SignInCard>
    </SignInFrame>
  )
}
