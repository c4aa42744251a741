import type { SiteSettings } from '@site/contract/site-settings'
import { Send, Undo2 } from 'lucide'
import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { PreviewForm } from './preview-form'

interface PublishBarProps {
  /** Where the form stands: problems, unpublished changes, or the version shown. */
  status: ReactNode
  /** A failure that names no field. */
  formError?: string
  unsaved: boolean
  publishing: boolean
  check: () => SiteSettings | undefined
  onUndo: () => void
  onPublish: () => void
}

/**
 * Preview, Undo and Publish, kept at the bottom of the screen (above a phone's section bar) while
 * staff scroll the fields:
 * two rows on a phone (the buttons' icons and the word "changes" are left out there to fit).
 */
export function PublishBar(props: PublishBarProps) {
  const { status, formError, unsaved, publishing } = props
  return (
    <div className="sticky bottom-[var(--portal-bar,0px)] z-10 space-y-2 rounded-b-2xl border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:px-6">
      {formError ? (
        <p
          role="alert"
          tabIndex={-1}
          data-list-error="form"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          {formError}
        </p>
      ) : null}
      {/* A phone: the state and Publish, then Preview and Undo. Wider: one row, Publish last. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p aria-live="polite" className="min-w-0 flex-1 basis-40 text-sm text-ink-muted">
          {status}
        </p>
        <PreviewForm check={props.check} className="order-3 sm:order-2" />
        <button
          type="button"
          onClick={props.onUndo}
          disabled={!unsaved || publishing}
          className={`${buttonClass('outline', 'touch')} order-4 sm:order-3 disabled:cursor-not-allowed disabled:opacity-50`}
        >
          <Icon drawing={Undo2} aria-hidden="true" className="hidden size-4 sm:block" />
          <span className="sm:hidden">Undo</span>
          <span className="hidden sm:inline">Undo changes</span>
        </button>
        <button
          type="button"
          onClick={props.onPublish}
          disabled={!unsaved || publishing}
          className={`${buttonClass('primary', 'touch')} order-2 sm:order-4 disabled:cursor-not-allowed disabled:opacity-60`}
        >
          <Icon drawing={Send} aria-hidden="true" className="hidden size-4 sm:block" />
          {publishing ? 'Publishing...' : 'Publish'}
        </button>
      </div>
    </div>
  )
}
