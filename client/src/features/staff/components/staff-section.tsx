import type { StaffMember } from '@site/contract/staff'
import { ShieldCheck } from 'lucide'
import { QueryStates, refreshOf, SectionShell } from '../../../components/portal/section-shell'
import { Icon } from '../../../components/ui/icon'
import { useSession } from '../../../lib/portal/get-session'
import { useStaff } from '../api/staff-api'
import { InviteForm } from './invite-form'
import { PersonActions } from './person-actions'
import { roleWords, stateWords } from './role-words'

/** The owner's Staff section: who has an account, inviting more, and changing or removing them. */
export function StaffSection() {
  const staff = useStaff()
  const session = useSession()
  const you = session.data?.authenticated ? session.data.username : undefined
  return (
    <SectionShell
      title="Staff"
      intro="Who can sign in to this portal. Owners can do everything; office staff handle quote requests, media, the portfolio and the dashboard. There is always at least one owner."
      refresh={refreshOf(staff)}
    >
      <InviteForm />
      <QueryStates query={staff} loading="Loading staff..." failed="Staff could not be loaded:">
        {({ people }) => (
          <div className="mt-8">
            <ul aria-label="Staff" className="grid gap-4 lg:hidden">
              {people.map((person) => (
                <li key={person.id} className="rounded-xl border border-line p-4">
                  <PersonSummary person={person} isYou={person.username === you} />
                  <div className="mt-4">
                    <PersonActions person={person} isYou={person.username === you} />
                  </div>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left lg:table">
              <caption className="sr-only">Staff</caption>
              <thead className="border-b border-line text-sm text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Person
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    State
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Two-step
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Role and actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.map((person) => (
                  <tr key={person.id} className="border-b border-line align-top">
                    <td className="py-4 pr-4">
                      <PersonName person={person} isYou={person.username === you} />
                    </td>
                    <td className="py-4 pr-4">
                      <StateBadge person={person} />
                    </td>
                    <td className="py-4 pr-4 text-sm">{person.twoStep ? 'On' : 'Off'}</td>
                    <td className="py-4">
                      <PersonActions person={person} isYou={person.username === you} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
    </SectionShell>
  )
}

function PersonName({ person, isYou }: { person: StaffMember; isYou: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-brand-950">
        {person.name}
        {isYou ? <span className="font-normal text-ink-muted"> (you)</span> : null}
      </p>
      <p className="text-sm break-all text-ink-muted">{person.email ?? person.username}</p>
    </div>
  )
}

function StateBadge({ person }: { person: StaffMember }) {
  const tone =
    person.state === 'active'
      ? 'bg-green-100 text-green-900'
      : person.state === 'invited'
        ? 'bg-amber-100 text-amber-950'
        : 'bg-red-100 text-red-900'
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>
      {stateWords[person.state]}
    </span>
  )
}

function PersonSummary({ person, isYou }: { person: StaffMember; isYou: boolean }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <PersonName person={person} isYou={isYou} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-brand-950">{roleWords[person.role].label}</span>
        <StateBadge person={person} />
        {person.twoStep ? (
          <span className="inline-flex items-center gap-1 text-ink-muted">
            <Icon drawing={ShieldCheck} aria-hidden="true" className="size-4" /> Two-step
          </span>
        ) : null}
      </div>
    </div>
  )
}
