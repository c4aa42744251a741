import {
  ACCOUNT_EMAIL_MAX,
  ACCOUNT_PASSWORD_MAX,
  ACCOUNT_PASSWORD_MIN,
} from '@site/contract/account'
import { InputField } from '../ui/input-field'

/** The server's password policy in words (server/src/admin-auth/password-policy.ts). */
export const passwordRule = `At least ${ACCOUNT_PASSWORD_MIN} characters; a long phrase is easiest to remember. Very common passwords are refused.`

interface AccountFieldProps {
  value: string
  onValueChange: (value: string) => void
}

/** The new password a person chooses (Account, a reset link, an invite), with the rule under it. */
export function NewPasswordField({
  label = 'New password',
  ...value
}: AccountFieldProps & { label?: string }) {
  return (
    <InputField
      label={label}
      hint={passwordRule}
      type="password"
      name="new-password"
      autoComplete="new-password"
      required
      minLength={8}
      maxLength={ACCOUNT_PASSWORD_MAX}
      {...value}
    />
  )
}

/** The password a person has now, asked for before a change to how they sign in. */
export function CurrentPasswordField({ name, ...value }: AccountFieldProps & { name: string }) {
  return (
    <InputField
      label="Current password"
      type="password"
      name={name}
      autoComplete="current-password"
      required
      maxLength={ACCOUNT_PASSWORD_MAX}
      {...value}
    />
  )
}

/** An account's e-mail address: a new one, or the one a reset link goes to. */
export function AccountEmailField({ label, ...value }: AccountFieldProps & { label: string }) {
  return (
    <InputField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      required
      maxLength={ACCOUNT_EMAIL_MAX}
      {...value}
    />
  )
}
