import { KeyRound, LoaderCircle } from 'lucide'
import { toast } from 'sonner'
import type { LoginOutcome } from '../../lib/portal/login'
import { useSignInStep } from '../../lib/portal/login'
import { passkeyProblem, passkeySignIn } from '../../lib/portal/two-step'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'

/** "Sign in with a passkey": no username or password, the device offers its passkeys. */
export function PasskeySignInButton({
  label = 'Sign in with a passkey',
  onSignedIn,
}: {
  label?: string
  onSignedIn?: (outcome: LoginOutcome) => void
}) {
  const signIn = useSignInStep(passkeySignIn)

  function start() {
    signIn.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.ok === false)
          toast.error('Passkey not accepted', { description: outcome.message })
        else onSignedIn?.(outcome)
      },
      onError: (error) => toast.error('Passkey not used', { description: passkeyProblem(error) }),
    })
  }

  return (
    <button
      type="button"
      onClick={start}
      disabled={signIn.isPending}
      className={`${buttonClass('outline')} w-full disabled:cursor-wait disabled:opacity-80`}
    >
      {signIn.isPending ? (
        <Icon drawing={LoaderCircle} aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Icon drawing={KeyRound} aria-hidden="true" className="size-5" />
      )}
      {label}
    </button>
  )
}
