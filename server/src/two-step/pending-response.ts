import type { PendingStep } from '@site/contract/admin-session'
import { twoStepMessages } from '@site/contract/two-step'
import type { SecondSteps } from './sign-in-steps.js'

/** The login's response when the password was right but the sign-in needs its second step. */
export function pendingResponse(pending: PendingStep, steps: SecondSteps) {
  const { authenticator, passkey } = steps
  const message =
    pending === 'setup-second-factor'
      ? twoStepMessages.setupNeeded
      : authenticator
        ? twoStepMessages.codeNeeded
        : twoStepMessages.passkeyNeeded
  return { success: true as const, pending, methods: { authenticator, passkey }, message }
}
