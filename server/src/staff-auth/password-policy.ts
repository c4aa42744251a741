import {
  ACCOUNT_PASSWORD_MAX as MAX_PASSWORD_LENGTH,
  ACCOUNT_PASSWORD_MIN as MIN_PASSWORD_LENGTH,
} from '@site/contract/account'
import { dictionary } from '@zxcvbn-ts/language-common'

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones: choose another.'

// zxcvbn-ts's list of common passwords (about 49,000, lower-case; decision 062), made a set on
// first use so that modules which never check a password do not pay for it.
let commonPasswords: Set<string> | undefined
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'])
  return commonPasswords.has(password.toLowerCase())
}

/**
 * Why `password` cannot be used, in words for the person choosing it, or null when it can. Every
 * place a password is chosen (invite, reset, own account, the CLI) asks this.
 */
export function passwordProblem(password: string): string | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) {
    return `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return `Choose a password of at most ${MAX_PASSWORD_LENGTH} characters.`
  }
  if (password.includes('\u0000')) return 'A password cannot contain the character U+0000.'
  if (isCommon(password)) return COMMON_PASSWORD_MESSAGE
  return null
}
