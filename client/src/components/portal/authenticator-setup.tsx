import { type ComponentProps, type FormEvent, useState } from 'react'
import { useConfirmAuthenticator, useStartAuthenticator } from '../../lib/portal/two-step'
import { buttonClass } from '../ui/button-class'
import { InputField, SubmitButton } from '../ui/input-field'
import { RecoveryCodesList } from './recovery-codes-list'

/**
 * Turning on an authenticator app: scan the QR code (or type the key), confirm with a code, then
 * the recovery codes once. `onDone` runs after the person says the codes are kept.
 */
export function AuthenticatorSetup({ onDone }: { onDone: () => void }) {
  const start = useStartAuthenticator()
  const confirm = useConfirmAuthenticator()
  const [code, setCode] = useState('')

  if (confirm.data) {
    return <RecoveryCodesList codes={confirm.data.recoveryCodes} onDone={onDone} />
  }
  if (!start.data) {
    return (
      <div>
        <button
          type="button"
          disabled={start.isPending}
          onClick={() => start.mutate()}
          className={`${buttonClass('primary', 'touch')} disabled:opacity-60`}
        >
          {start.isPending ? 'Preparing...' : 'Set up an authenticator app'}
        </button>
        {start.error ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {start.error.message}
          </p>
        ) : null}
      </div>
    )
  }

  const setup = start.data
  function submit(event: FormEvent) {
    event.preventDefault()
    confirm.mutate(code)
  }
  return (
    <form onSubmit={submit} aria-label="Set up an authenticator app">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-ink">
        <li>
          Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...)
          and scan this code.
        </li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code for your authenticator app"
        width={176}
        height={176}
        className="mt-3 size-44 rounded-lg border border-line bg-white p-1"
      />
      <p className="mt-3 text-sm text-ink-muted">Cannot scan it? Type this key into the app:</p>
      <p
        data-testid="authenticator-secret"
        className="mt-1 break-all rounded-lg bg-surface-muted px-3 py-2 font-mono text-sm tracking-wider text-brand-950"
      >
        {setup.secret.match(/.{1,4}/g)?.join(' ')}
      </p>
      <AppCodeField
        hint="The 6 digits the app shows now."
        error={confirm.error?.message}
        className="mt-4"
        name="code"
        value={code}
        onValueChange={setCode}
        controlClassName="max-w-48"
      />
      <SubmitButton
        pending={confirm.isPending}
        pendingLabel="Checking..."
        className={`${buttonClass('primary', 'touch')} mt-4 disabled:opacity-60`}
      >
        Turn on
      </SubmitButton>
    </form>
  )
}

/** The code an authenticator app shows, asked for when it is turned on or off. */
export function AppCodeField({
  controlClassName,
  ...field
}: Omit<
  ComponentProps<typeof InputField>,
  'label' | 'required' | 'inputMode' | 'autoComplete' | 'maxLength'
>) {
  return (
    <InputField
      label="Code from the app"
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      {...field}
      controlClassName={
        controlClassName
          ? `${controlClassName} font-mono tracking-widest`
          : 'font-mono tracking-widest'
      }
    />
  )
}
