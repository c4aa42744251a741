import type { SignInMethods as Methods, PasskeyItem } from '@site/contract/two-step'
import { KeyRound, Smartphone } from 'lucide'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { AppCodeField, AuthenticatorSetup } from '../../../components/portal/authenticator-setup'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { QueryStates } from '../../../components/portal/section-shell'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { InputField, SubmitButton } from '../../../components/ui/input-field'
import {
  passkeyProblem,
  useAddPasskey,
  useRemovePasskey,
  useRenamePasskey,
  useSignInMethods,
  useTurnOffAuthenticator,
} from '../../../lib/portal/two-step'
import { AccountCard, FormProblem } from './account-card'

const dateFormat = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeZone: 'Africa/Johannesburg',
})

/** The person's passkeys and authenticator app (decision 063). */
export function SignInMethods() {
  const methods = useSignInMethods()
  return (
    <AccountCard
      title="Passkeys and two-step sign-in"
      intro="A passkey signs you in with your fingerprint, face or screen lock, no password needed. An authenticator app adds a code after your password."
    >
      <QueryStates
        query={methods}
        loading="Loading how you sign in..."
        failed="How you sign in could not be loaded."
      >
        {(data) => (
          <div className="space-y-6">
            <Passkeys methods={data} />
            <Authenticator methods={data} />
          </div>
        )}
      </QueryStates>
    </AccountCard>
  )
}

function Passkeys({ methods }: { methods: Methods }) {
  const add = useAddPasskey()
  const [name, setName] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    add.mutate(name, {
      onSuccess: () => {
        setName('')
        toast.success('Passkey added', { description: 'You can now sign in with it alone.' })
      },
    })
  }

  return (
    <div>
      <h4 className="flex items-center gap-2 font-semibold text-brand-950">
        <Icon drawing={KeyRound} aria-hidden="true" className="size-5" /> Passkeys
      </h4>
      {methods.passkeys.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="mt-2 divide-y divide-line">
          {methods.passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-3 flex max-w-2xl flex-wrap items-end gap-3">
        <InputField
          label="Name of the new passkey"
          hint="Optional: the device's name is used otherwise."
          className="min-w-0 flex-1 basis-48"
          name="passkey-name"
          maxLength={60}
          placeholder="iPhone"
          value={name}
          onValueChange={setName}
        />
        <SubmitButton
          pending={add.isPending}
          pendingLabel="Waiting for your device..."
          className={`${buttonClass('primary', 'touch')} disabled:opacity-60`}
        >
          Add a passkey
        </SubmitButton>
      </form>
      <FormProblem message={add.error ? passkeyProblem(add.error) : undefined} />
    </div>
  )
}

function PasskeyRow({ passkey }: { passkey: PasskeyItem }) {
  const rename = useRenamePasskey()
  const remove = useRemovePasskey()
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view')
  const [name, setName] = useState(passkey.name)
  const used = passkey.lastUsedAt
    ? `last used ${dateFormat.format(new Date(passkey.lastUsedAt))}`
    : 'not used yet'

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{passkey.name}</p>
          <p className="text-xs text-ink-muted">
            Added {dateFormat.format(new Date(passkey.createdAt))}, {used}
            {passkey.backedUp ? ', synced' : ''}
          </p>
        </div>
        {mode === 'view' ? (
          <div className="flex gap-2">
            {(['Rename', 'Remove'] as const).map((action) => (
              <button
                key={action}
                type="button"
                onClick={() => setMode(action === 'Rename' ? 'rename' : 'remove')}
                aria-label={`${action} ${passkey.name}`}
                className={buttonClass('outline', 'touch')}
              >
                {action}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {mode === 'rename' ? (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            rename.mutate({ id: passkey.id, name }, { onSuccess: () => setMode('view') })
          }}
        >
          <InputField
            label="New name"
            className="min-w-0 flex-1 basis-40"
            required
            maxLength={60}
            value={name}
            onValueChange={setName}
          />
          <button type="submit" className={buttonClass('primary', 'touch')}>
            Save
          </button>
          <button
            type="button"
            onClick={() => setMode('view')}
            className={buttonClass('outline', 'touch')}
          >
            Cancel
          </button>
        </form>
      ) : null}
      {mode === 'remove' ? (
        <ConfirmStep
          question={`Remove the passkey “${passkey.name}”?`}
          consequence="You can no longer sign in with it. This cannot be undone."
          confirmLabel="Yes, remove"
          busyLabel="Removing..."
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(passkey.id, {
              onSuccess: () => toast.success('Passkey removed'),
              onSettled: () => setMode('view'),
            })
          }
          onCancel={() => setMode('view')}
        />
      ) : null}
      <FormProblem message={rename.error?.message ?? remove.error?.message} />
    </li>
  )
}

function Authenticator({ methods }: { methods: Methods }) {
  const [settingUp, setSettingUp] = useState(false)
  return (
    <div>
      <h4 className="flex items-center gap-2 font-semibold text-brand-950">
        <Icon drawing={Smartphone} aria-hidden="true" className="size-5" /> Authenticator app
      </h4>
      {settingUp ? (
        // Before "is it on?": the recovery codes stay until the person says they are kept.
        <div className="mt-3">
          <AuthenticatorSetup
            onDone={() => {
              setSettingUp(false)
              toast.success('Two-step sign-in is on')
            }}
          />
        </div>
      ) : methods.authenticator ? (
        <TurnOff recoveryCodesLeft={methods.recoveryCodesLeft} />
      ) : !methods.hasPassword ? (
        <p className="mt-2 text-sm text-ink-muted">
          You sign in with passkeys only: no code is needed.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">Off: your password alone signs you in.</p>
          <button
            type="button"
            onClick={() => setSettingUp(true)}
            className={`${buttonClass('primary', 'touch')} mt-3`}
          >
            Turn on
          </button>
        </>
      )}
    </div>
  )
}

function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const off = useTurnOffAuthenticator()
  const [asking, setAsking] = useState(false)
  const [code, setCode] = useState('')
  return (
    <div className="mt-2">
      <p className="text-sm text-ink">
        On: a code from the app is asked for after your password. {recoveryCodesLeft} recovery code
        {recoveryCodesLeft === 1 ? '' : 's'} left.
      </p>
      {asking ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            off.mutate(code, {
              onSuccess: () => {
                setAsking(false)
                toast.success('The authenticator app is off')
              },
            })
          }}
        >
          <AppCodeField className="basis-40" value={code} onValueChange={setCode} />
          <button
            type="submit"
            disabled={off.isPending}
            className={`${buttonClass('primary', 'touch')} disabled:opacity-60`}
          >
            Turn off
          </button>
          <button
            type="button"
            onClick={() => setAsking(false)}
            className={buttonClass('outline', 'touch')}
          >
            Cancel
          </button>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className={`${buttonClass('outline', 'touch')} mt-3`}
        >
          Turn off
        </button>
      )}
      <FormProblem message={off.error?.message} />
    </div>
  )
}
