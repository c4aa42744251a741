import { ShieldCheck } from 'lucide'
import { useId } from 'react'
import { toast } from 'sonner'
import { QueryStates } from '../../../components/portal/section-shell'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { Icon } from '../../../components/ui/icon'
import { useSecurityPolicy, useSetSecurityPolicy } from '../api/security-policy'

/** The owner's "Require two-step sign-in" switch (decision 063). */
export function TwoStepRequirement() {
  const policy = useSecurityPolicy()
  const change = useSetSecurityPolicy()
  const headingId = useId()
  const hintId = useId()

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line p-5">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-brand-950">
        <Icon drawing={ShieldCheck} aria-hidden="true" className="size-5" /> Two-step sign-in
      </h3>
      <QueryStates
        query={policy}
        loading="Loading the setting..."
        failed="The setting could not be loaded."
      >
        {(data) => (
          <CheckboxField
            className="mt-3 flex min-h-11 cursor-pointer items-start gap-3"
            aria-describedby={hintId}
            checked={data.requireTwoStep}
            disabled={change.isPending}
            onCheckedChange={(requireTwoStep) =>
              change.mutate(
                { requireTwoStep },
                {
                  onSuccess: (saved) =>
                    toast.success(
                      saved.requireTwoStep
                        ? 'Two-step sign-in is now required'
                        : 'Two-step sign-in is no longer required',
                    ),
                  onError: (error) => toast.error('Not saved', { description: error.message }),
                },
              )
            }
            controlClassName="mt-1 shrink-0"
          >
            <span>
              <span className="font-medium text-ink">Require two-step sign-in</span>
              <span id={hintId} className="block text-sm text-ink-muted">
                Everyone signs in with a passkey, or with a password and a code. People with a
                password only are asked to set one up at their next sign-in.
              </span>
            </span>
          </CheckboxField>
        )}
      </QueryStates>
    </section>
  )
}
