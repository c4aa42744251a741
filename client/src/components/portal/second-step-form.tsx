import { ShieldCheck } from 'lucide'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { useSignInStep } from '../../lib/portal/login'
import { useLogout } from '../../lib/portal/logout'
import { adminMessages } from '../../lib/portal/messages'
import { secondStep } from '../../lib/portal/two-step'
import { buttonClass } from '../ui/button-class'
import { InputField, SubmitButton } from '../ui/input-field'
import { PasskeySignInButton } from './passkey-sign-in-button'
import { SignInCard } from './sign-in-card'

interface SecondStepFormProps {
  methods: { authenticator: boolean; passkey: boolean }
}

/** The sign-in's second step: the code from the authenticator app, a recovery code, or a passkey. */
export function SecondStepForm({ methods }: SecondStepFormProps) {
  const step = useSignInStep(secondStep)
  const logout = useLogout()
  const [useRecovery, setUseRecovery] = useState(false)
  const [problem, setProblem] = useState<string>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('code') ?? '')
    setProblem(undefined)
    step.mutate(useRecovery ? { recoveryCode: value } : { code: value }, {
      onSuccess: (outcome) => {
        if (outcome.ok === false) setProblem(outcome.message)
        else toast.success(adminMessages.accessGranted, { description: adminMessages.welcome })
      },
      onError: () => setProblem(adminMessages.unexpected),
    })
  }

  return (
    <SignInCard title="Two-step sign-in" icon={ShieldCheck} onSubmit={submit}>
      {methods.authenticator ? (
        <>
          <p className="mt-2 text-ink-muted">
            {useRecovery
              ? 'Type one of the recovery codes you saved.'
              : 'Type the 6-digit code your authenticator app shows now.'}
          </p>
          <InputField
            key={useRecovery ? 'recovery' : 'code'}
            label={useRecovery ? 'Recovery code' : 'Code'}
            required
            error={problem}
            className="mt-6"
            name="code"
            // The one thing to do on this screen.
            autoFocus
            maxLength={useRecovery ? 32 : 12}
            inputMode={useRecovery ? 'text' : 'numeric'}
            autoComplete={useRecovery ? 'off' : 'one-time-code'}
            autoCapitalize="characters"
            spellCheck={false}
            controlClassName="font-mono tracking-widest"
          />
          <SubmitButton
            pending={step.isPending}
            pendingLabel="Checking..."
            className={`${buttonClass('accent')} mt-6 w-full disabled:cursor-wait disabled:opacity-80`}
          >
            Continue
          </SubmitButton>
          <button
            type="button"
            onClick={() => {
              setUseRecovery(!useRecovery)
              setProblem(undefined)
            }}
            className="mt-3 min-h-11 w-full text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            {useRecovery ? 'Use the code from the app instead' : 'Use a recovery code instead'}
          </button>
        </>
      ) : (
        <p className="mt-2 text-ink-muted">Confirm with your passkey to finish signing in.</p>
      )}
      {methods.passkey ? (
        <div className="mt-4">
          <PasskeySignInButton label="Use your passkey" />
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => logout.mutate()}
        className="mt-3 min-h-11 w-full text-sm text-ink-muted underline underline-offset-4"
      >
        Cancel and start again
      </button>
    </SignInCard>
  )
}
