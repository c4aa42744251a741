import type { Credentials } from '@site/contract/admin-session'
import { LoaderCircle, LockKeyhole, LogIn } from 'lucide'
import { type FormEvent, type ReactNode, useState } from 'react'
import { toast } from 'sonner'
import type { LoginOutcome } from '../../lib/portal/login'
import { adminMessages } from '../../lib/portal/messages'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'
import { InputField } from '../ui/input-field'
import { SignInCard } from './sign-in-card'

interface LoginFormProps {
  /** Checks the credentials (the server in the app, a stand-in in tests). */
  onLogin: (credentials: Credentials) => Promise<LoginOutcome>
  /** Another way in under the form ("Sign in with a passkey"). */
  alternative?: ReactNode
}

/** The staff sign-in: username, password and "Access Admin Portal", with the specified toasts. */
export function LoginForm({ onLogin, alternative }: LoginFormProps) {
  const [pending, setPending] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    const credentials = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
    }
    setPending(true)
    try {
      announce(await onLogin(credentials))
    } catch {
      toast.error(adminMessages.loginFailed, { description: adminMessages.unexpected })
    } finally {
      setPending(false)
    }
  }

  return (
    <SignInCard title="Staff sign-in" icon={LockKeyhole} onSubmit={handleSubmit}>
      <p className="mt-2 text-ink-muted">Sign in to upload photos and videos of finished work.</p>

      <div className="mt-6 space-y-5">
        <InputField
          label="Username"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {/* A plain link: the form is also shown outside the router (its tests). */}
        <a
          href="/admin-portal/forgot-password"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          Forgot your password?
        </a>
      </div>

      <button
        type="submit"
        disabled={pending}
        className={`${buttonClass('accent')} mt-8 w-full disabled:cursor-wait disabled:opacity-80`}
      >
        {pending ? (
          <Icon drawing={LoaderCircle} aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Icon drawing={LogIn} aria-hidden="true" className="size-5" />
        )}
        Access Admin Portal
      </button>
      {alternative ? (
        <>
          <p className="my-4 flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
            or
          </p>
          {alternative}
        </>
      ) : null}
    </SignInCard>
  )
}

function announce(outcome: LoginOutcome) {
  // The password was right; the second step's screen comes next and says what to do.
  if (outcome.ok === 'pending') return
  if (outcome.ok) {
    toast.success(adminMessages.accessGranted, { description: adminMessages.welcome })
    return
  }
  switch (outcome.status) {
    case 401:
      toast.error(adminMessages.accessDenied, { description: adminMessages.invalidCredentials })
      return
    case 0:
      toast.error(adminMessages.loginFailed, { description: adminMessages.cannotConnect })
      return
    // Errors the server explains (too many attempts, a missing field): its words.
    case 400:
    case 403:
    case 429:
      toast.error(adminMessages.accessDenied, { description: outcome.message })
      return
    default:
      toast.error(adminMessages.loginFailed, { description: outcome.message })
  }
}
