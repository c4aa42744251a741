import type { SecurityLogEntry } from '@site/contract/security-log'

const signInMethods: Record<string, string> = {
  password: 'with a password',
  passkey: 'with a passkey',
  'password+code': 'with a password and an authenticator code',
  'recovery-code': 'with a password and a recovery code',
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * One entry of the security log as a sentence: "Thandi signed in with a passkey". Kinds this
 * version does not know are shown by their name, so nothing recorded is hidden.
 */
export function eventSentence(entry: SecurityLogEntry): string {
  const who = entry.actorName ?? 'Someone'
  const whom = entry.subjectName ?? 'an account'
  const detail = entry.detail
  switch (entry.kind) {
    case 'sign-in': {
      const method = signInMethods[text(detail.method) ?? '']
      return method ? `${who} signed in ${method}` : `${who} signed in`
    }
    case 'sign-in-failed': {
      const tried = text(detail.username) ?? entry.actorName
      const method = text(detail.method) === 'passkey' ? ' with a passkey' : ''
      return tried ? `A sign-in as “${tried}”${method} failed` : `A sign-in${method} failed`
    }
    case 'sign-out-everywhere':
      return `${who} signed out everywhere else`
    case 'session-ended':
      return text(detail.device)
        ? `${who} signed out a session (${text(detail.device)})`
        : `${who} signed out a session`
    case 'invite-sent':
      return `${who} invited ${whom}`
    case 'invite-resent':
      return `${who} sent ${whom} a new invite`
    case 'invite-withdrawn':
      return `${who} withdrew the invite of ${whom}`
    case 'invite-accepted':
      return `${who} accepted the invite`
    case 'role-changed':
      return text(detail.to)
        ? `${who} made ${whom} ${text(detail.to) === 'owner' ? 'an owner' : 'office staff'}`
        : `${who} changed the role of ${whom}`
    case 'account-locked':
      return `${who} locked ${whom}`
    case 'account-unlocked':
      return `${who} unlocked ${whom}`
    case 'account-removed':
      return `${who} removed ${whom}`
    case 'password-changed':
      return `${who} changed their password`
    case 'password-reset-requested':
      return `A password reset link was sent to ${whom}`
    case 'password-reset':
      if (text(detail.by) === 'the command line') {
        return `The password of ${whom} was reset on the command line`
      }
      return entry.subjectName
        ? `${who} set a new password for ${whom}`
        : `${who} chose a new password with a reset link`
    case 'email-changed':
      return text(detail.to)
        ? `${who} changed their e-mail address to ${text(detail.to)}`
        : `${who} changed their e-mail address`
    case 'name-changed':
      return `${who} changed their name`
    case 'passkey-added':
      return `${who} added a passkey`
    case 'passkey-removed':
      return `${who} removed a passkey`
    case 'two-step-enabled':
      return `${who} turned on two-step sign-in`
    case 'two-step-disabled':
      // An owner's reset for a lost phone names the person (decision 063).
      return entry.subjectName
        ? `${who} reset the two-step sign-in of ${whom}`
        : `${who} turned off two-step sign-in`
    case 'recovery-code-used':
      return `${who} used a recovery code`
    case 'two-step-required':
      return `${who} required two-step sign-in for everyone`
    case 'two-step-not-required':
      return `${who} stopped requiring two-step sign-in`
    case 'settings-published':
      return `${who} published the website settings`
    default:
      return `${who}: ${entry.kind}`
  }
}

const timeFormat = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Africa/Johannesburg',
})

/** When, in South African time (the business's), whatever the reader's device says. */
export function eventTime(at: string): string {
  return timeFormat.format(new Date(at))
}
