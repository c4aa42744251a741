import {
  type Lead,
  type LeadChanges,
  type LeadStage,
  leadNoteLimit,
  leadStages,
} from '@site/contract/leads'
import { extraQuoteFields } from '@site/contract/quote-request-fields'
import { serviceNameOf } from '@site/contract/service-names'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import { Trash2 } from 'lucide'
import { Fragment, useId, useRef, useState } from 'react'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { SelectField, TextareaField } from '../../../components/ui/input-field'
import { leadStageLabels } from '../../../lib/portal/lead-stages'
import { useSiteSettings } from '../../../lib/site-settings'
import { DeliveryBadge } from './delivery-badge'
import { LeadFiles } from './lead-files'
import { LeadReplies } from './lead-replies'
import { ReviewRequest } from './review-request'

interface LeadCardProps {
  lead: Lead
  /** Moves it to a stage, keeps a note or links its portfolio project. */
  onChange: (id: string, changes: LeadChanges) => void
  /** Erases it for good; resolves once the server has, rejects when it did not. */
  onErase: (lead: Lead) => Promise<unknown>
  /** This request's change is on its way to the server. */
  busy: boolean
}

const linkClass = 'font-semibold break-all text-brand-800 underline-offset-4 hover:underline'

/** One quote request. Everything the visitor typed is shown as text, never as HTML. */
export function LeadCard({ lead, onChange, onErase, busy }: LeadCardProps) {
  const nameId = useId()
  const [note, setNote] = useState(lead.note)
  const [erasing, setErasing] = useState<'asking' | 'busy' | null>(null)
  const eraseRef = useRef<HTMLButtonElement>(null)
  const { services } = useSiteSettings()

  async function erase() {
    setErasing('busy')
    try {
      await onErase(lead)
    } catch {
      // The section says why; the request is still here, so the buttons come back.
      setErasing(null)
      requestAnimationFrame(() => eraseRef.current?.focus())
    }
  }

  // Done and Lost are where a request ends: shown quieter than the ones still to work on.
  const settled = lead.stage === 'done' || lead.stage === 'lost'
  const name = `${lead.firstName} ${lead.lastName}`.trim() || 'No name given'
  return (
    <article
      aria-labelledby={nameId}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${settled ? 'border-line opacity-80' : 'border-brand-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={nameId} className="text-lg font-bold break-words text-brand-950">
            {name}
          </h3>
          <p className="text-sm text-ink-muted">
            <span className="font-semibold text-brand-900">{lead.reference}</span> · Received{' '}
            <time dateTime={lead.createdAt}>{formatSouthAfricanTime(lead.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DeliveryBadge status={lead.deliveryStatus} />
        </div>
      </div>

      {lead.marketingConsentAt ? (
        <p className="mt-3 text-sm text-ink-muted">
          Agreed to offers by e-mail on{' '}
          <time dateTime={lead.marketingConsentAt}>
            {formatSouthAfricanTime(lead.marketingConsentAt)}
          </time>
          .
        </p>
      ) : null}

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-brand-950">Email</dt>
        <dd>
          <a href={`mailto:${lead.email}`} className={linkClass}>
            {lead.email}
          </a>
        </dd>
        <dt className="font-semibold text-brand-950">Phone</dt>
        <dd>
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {lead.phone}
          </a>
        </dd>
        {/* Any added field of the contract's declaration, by its label, when given. */}
        {extraQuoteFields.map(({ name, label }) =>
          lead[name] ? (
            <Fragment key={name}>
              <dt className="font-semibold text-brand-950">{label}</dt>
              <dd>{lead[name]}</dd>
            </Fragment>
          ) : null,
        )}
        <dt className="font-semibold text-brand-950">Service</dt>
        <dd>{lead.serviceType ? serviceNameOf(services, lead.serviceType) : 'Not specified'}</dd>
      </dl>

      <p className="mt-4 rounded-lg bg-surface-muted p-4 whitespace-pre-wrap break-words text-ink">
        {lead.message}
      </p>

      <LeadFiles attachments={lead.attachments} reference={lead.reference} />

      <LeadReplies lead={lead} />

      {lead.stage === 'done' ? <ReviewRequest lead={lead} /> : null}

      <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr] sm:items-start">
        <SelectField
          label="Stage"
          value={lead.stage}
          disabled={busy}
          onValueChange={(stage) => onChange(lead.id, { stage: stage as LeadStage })}
          options={leadStages.map((stage) => ({ value: stage, label: leadStageLabels[stage] }))}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onChange(lead.id, { note })
          }}
        >
          <TextareaField
            label="Note"
            value={note}
            maxLength={leadNoteLimit}
            rows={2}
            onValueChange={setNote}
          />
          <button
            type="submit"
            disabled={busy || note.trim() === lead.note}
            className={`${buttonClass('outline', 'sm')} mt-2 disabled:cursor-not-allowed disabled:opacity-60`}
          >
            Save note
          </button>
        </form>
      </div>

      {(lead.deliveryStatus === 'pending' || lead.deliveryStatus === 'failed') &&
      lead.lastDeliveryError ? (
        <p className="mt-3 text-sm break-words text-red-800">
          Last delivery error
          {lead.deliveryAttempts > 0 ? ` (after ${lead.deliveryAttempts} attempt(s))` : ''}:{' '}
          {lead.lastDeliveryError}
        </p>
      ) : null}

      {erasing ? (
        <ConfirmStep
          question={`Erase ${lead.reference} from ${name}?`}
          consequence="The request and everything the visitor sent are deleted for good, as POPIA lets them ask. This cannot be undone."
          confirmLabel="Yes, erase"
          busyLabel="Erasing..."
          busy={erasing === 'busy'}
          onConfirm={() => void erase()}
          onCancel={() => {
            setErasing(null)
            requestAnimationFrame(() => eraseRef.current?.focus())
          }}
        />
      ) : (
        <div className="mt-5 flex flex-wrap gap-2">
          <button
            ref={eraseRef}
            type="button"
            disabled={busy}
            onClick={() => setErasing('asking')}
            className={`${buttonClass('outline', 'sm')} disabled:cursor-wait disabled:opacity-60`}
          >
            <Icon drawing={Trash2} aria-hidden="true" className="size-4" />
            Erase
          </button>
        </div>
      )}
    </article>
  )
}
