import { ACCOUNT_PASSWORD_MAX, ACCOUNT_PASSWORD_MIN } from '@site/contract/account'
import { InputField } from '../ui/input-field'

/** The server's password policy in words (server/src/admin-auth/password-policy.ts). */
export const passwordRule = `At least ${ACCOUNT_PASSWORD_MIN} characters; a long phrase is easiest to remember. Very common passwords are refused.`

/** The new password a person chooses (Account, a reset link, an invite), with the rule under it. */
export function NewPasswordField({
  label = 'New password',
  value,
  onValueChange,
}: {
  label?: string
  value: string
  onValueChange: (value: string) => void
}) {
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
      value={value}
      onValueChange={onValueChange}
    />
  )
}
