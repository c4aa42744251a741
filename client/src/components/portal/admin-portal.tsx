import { type ReactNode, useEffect, useState } from 'react'
import { useSession } from '../../lib/portal/get-session'
import { login, useSignInStep } from '../../lib/portal/login'
import { HeldUploadsNote } from './held-uploads-note'
import { LoadingNote } from './loading-note'
import { LoginForm } from './login-form'
import { PasskeySignInButton } from './passkey-sign-in-button'
import { PortalFrame } from './portal-frame'
import { SecondStepForm } from './second-step-form'
import { SignInFrame } from './sign-in-card'
import { TwoStepSetup } from './two-step-setup'

interface AdminPortalProps {
  /** Quote requests in the stage "New", for the section bar's tab. */
  newRequests?: number
  /** Reviews waiting for approval, for the Reviews entry. */
  pendingReviews?: number
  /** The section shown once logged in (the route's outlet). */
  children?: ReactNode
}

/** The admin portal: the login form, or the portal's frame around a section once logged in. */
export function AdminPortal({ newRequests, pendingReviews, children }: AdminPortalProps) {
  const session = useSession()
  const passwordStep = useSignInStep(login)
  // The set-up walk-through stays until the person has seen their recovery codes, even once the
  // server says the session is complete (a refetch when they come back from the app).
  const waiting = session.data?.authenticated === false ? session.data : undefined
  const mustSetUp = waiting?.pending === 'setup-second-factor'
  const [walkThrough, setWalkThrough] = useState(false)
  const signedOut = session.data?.authenticated === false && !mustSetUp
  useEffect(() => {
    if (mustSetUp) setWalkThrough(true)
    else if (signedOut) setWalkThrough(false)
  }, [mustSetUp, signedOut])

  if (session.data?.authenticated && !walkThrough) {
    return (
      <PortalFrame
        name={session.data.name}
        role={session.data.role}
        newRequests={newRequests}
        pendingReviews={pendingReviews}
      >
        {children}
      </PortalFrame>
    )
  }
  return (
    <SignInFrame>
      <HeldUploadsNote />
      {session.isPending ? (
        <LoadingNote role="status" className="mx-auto">
          Checking your session...
        </LoadingNote>
      ) : mustSetUp || (walkThrough && session.data?.authenticated) ? (
        <TwoStepSetup onFinished={() => setWalkThrough(false)} />
      ) : waiting?.pending === 'second-factor' && waiting.methods ? (
        <SecondStepForm methods={waiting.methods} />
      ) : (
        <LoginForm onLogin={passwordStep.mutateAsync} alternative={<PasskeySignInButton />} />
      )}
    </SignInFrame>
  )
}
