import type { SecurityLogPage } from '@site/contract/security-log'
import { ChevronLeft, ChevronRight } from 'lucide'
import { useState } from 'react'
import { QueryStates, refreshOf, SectionShell } from '../../../components/portal/section-shell'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { SelectField } from '../../../components/ui/input-field'
import { type SecurityLogFilter, useSecurityLog } from '../api/get-security-log'
import { eventSentence, eventTime } from '../event-words'
import { TwoStepRequirement } from './two-step-requirement'

/**
 * The owner's Security section (decision 064): the security log, newest first, with a filter by
 * person. Kept 12 months.
 */
export function SecurityPage() {
  const [filter, setFilter] = useState<SecurityLogFilter>({ page: 1 })
  const log = useSecurityLog(filter)
  return (
    <SectionShell
      title="Security"
      intro="Who signed in, and every change to accounts and how they sign in: when (South African time) and from which address. Entries are kept for 12 months."
      refresh={refreshOf(log)}
    >
      <TwoStepRequirement />
      <section aria-label="Security log" className="mt-4 rounded-2xl border border-line p-5">
        <QueryStates
          query={log}
          loading="Loading the security log..."
          failed="The security log could not be loaded."
        >
          {(data) => <SecurityLog data={data} filter={filter} onFilter={setFilter} />}
        </QueryStates>
      </section>
    </SectionShell>
  )
}

function SecurityLog({
  data,
  filter,
  onFilter,
}: {
  data: SecurityLogPage
  filter: SecurityLogFilter
  onFilter: (filter: SecurityLogFilter) => void
}) {
  return (
    <>
      <SelectField
        label="Person"
        className="max-w-xs"
        value={filter.person ?? ''}
        onValueChange={(person) => onFilter({ page: 1, person: person || undefined })}
        options={[
          { value: '', label: 'Everyone' },
          ...data.people.map((person) => ({ value: person.id, label: person.name })),
        ]}
      />
      {data.events.length === 0 ? (
        <p className="mt-4 text-ink-muted">Nothing recorded yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-line">
          {data.events.map((entry) => (
            <li key={entry.id} className="py-3">
              <p className="break-words text-brand-950">{eventSentence(entry)}</p>
              <p className="text-sm text-ink-muted">
                <time dateTime={entry.at}>{eventTime(entry.at)}</time>
                {entry.address ? ` · from ${entry.address}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
      {data.pages > 1 ? (
        <nav aria-label="Pages of the log" className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={data.page <= 1}
            onClick={() => onFilter({ ...filter, page: data.page - 1 })}
            className={`${buttonClass('outline', 'touch')} disabled:opacity-50`}
          >
            <Icon drawing={ChevronLeft} aria-hidden="true" className="size-4" />
            Newer
          </button>
          <span className="text-sm text-ink-muted">
            Page {data.page} of {data.pages}
          </span>
          <button
            type="button"
            disabled={data.page >= data.pages}
            onClick={() => onFilter({ ...filter, page: data.page + 1 })}
            className={`${buttonClass('outline', 'touch')} disabled:opacity-50`}
          >
            Older
            <Icon drawing={ChevronRight} aria-hidden="true" className="size-4" />
          </button>
        </nav>
      ) : null}
    </>
  )
}
