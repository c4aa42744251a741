import type { BulkAction, BulkOutcome, MediaLibraryPage } from '@site/contract/media-library'
import { useState } from 'react'
import { toast } from 'sonner'
import { LoadingNote } from '../../../components/portal/loading-note'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { failuresOf, itemCount, outcomeSummary } from '../bulk-outcomes'
import type { MediaLibrarySearch } from '../media-library-search'
import { BulkBar, type ProjectChoice } from './bulk-bar'
import { MediaLibraryFilters } from './media-library-filters'
import { type MediaItemActions, MediaLibraryItem } from './media-library-item'
import { MediaLibraryPager } from './media-library-pager'

export interface MediaLibraryViewProps extends MediaItemActions {
  search: MediaLibrarySearch
  onSearchChange: (next: MediaLibrarySearch) => void
  /** The page the search names; undefined while the first is loading. */
  page: MediaLibraryPage | undefined
  /** Why the page could not be loaded. */
  error?: string
  projects: ProjectChoice[]
  /** Runs one action on many items; resolves with each item's outcome. */
  onBulk: (action: BulkAction) => Promise<BulkOutcome[]>
}

/**
 * The library as staff use it: filters, a page of items to tick, and the bar of what to do with
 * the ticked ones. The selection is kept across pages; after an action the items it could not
 * change stay selected, each saying why.
 */
export function MediaLibraryView(props: MediaLibraryViewProps) {
  const { page, search, onSearchChange, error: loadError, projects, onBulk, ...itemActions } = props
  // In the order ticked: pairs are made from it.
  const [selected, setSelected] = useState<string[]>([])
  const [failures, setFailures] = useState<Map<string, string>>(new Map())
  const [busy, setBusy] = useState(false)
  const pageIds = page?.items.map((item) => item.id) ?? []
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id))

  const select = (ids: string[], on: boolean) =>
    setSelected((previous) =>
      on
        ? [...previous, ...ids.filter((id) => !previous.includes(id))]
        : previous.filter((id) => !ids.includes(id)),
    )

  async function run(action: BulkAction, projectTitle?: string) {
    setBusy(true)
    try {
      const outcomes = await onBulk(action)
      const failed = failuresOf(outcomes)
      setFailures(failed)
      setSelected(action.ids.filter((id) => failed.has(id)))
      const summary = outcomeSummary(action, outcomes, projectTitle)
      if (summary.failed) toast.error(summary.title)
      else toast.success(summary.title)
    } catch (error) {
      // Refused whole (or the server was not reached): nothing changed, the selection stays.
      toast.error('Nothing was changed', {
        description: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setBusy(false)
    }
  }

  async function deleteOne(id: string) {
    await itemActions.onDelete(id)
    select([id], false)
  }

  const notListed = [...failures].filter(([id]) => !pageIds.includes(id))

  return (
    <div>
      <MediaLibraryFilters key={search.q ?? ''} search={search} onSearchChange={onSearchChange} />
      {loadError ? (
        <p role="alert" className="mt-6 text-red-800">
          The media could not be loaded. {loadError}
        </p>
      ) : !page ? (
        <LoadingNote className="mt-6">Loading media...</LoadingNote>
      ) : page.items.length === 0 ? (
        <p className="mt-6 text-ink-muted">
          {page.total === 0 ? 'No photos or videos match.' : 'There is nothing on this page.'}
        </p>
      ) : (
        <>
          <CheckboxField
            className="mt-6 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold"
            checked={allOnPage}
            onCheckedChange={(checked) => select(pageIds, checked)}
          >
            Select all on this page
          </CheckboxField>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {page.items.map((item) => (
              <li key={item.id}>
                <MediaLibraryItem
                  item={item}
                  selected={selected.includes(item.id)}
                  onSelectedChange={(on) => select([item.id], on)}
                  failure={failures.get(item.id)}
                  {...itemActions}
                  onDelete={deleteOne}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {notListed.length > 0 ? (
        <div role="status" className="mt-4 text-sm text-red-800">
          <p>{itemCount(notListed.length)} not on this page could not be changed:</p>
          <ul className="list-disc pl-5">
            {notListed.map(([id, message]) => (
              <li key={id}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {page ? (
        <MediaLibraryPager page={page} search={search} onSearchChange={onSearchChange} />
      ) : null}
      {selected.length > 0 ? (
        <BulkBar
          count={selected.length}
          projects={projects}
          busy={busy}
          onClear={() => setSelected([])}
          onSetCategory={(category) => run({ action: 'set-category', ids: selected, category })}
          onAddToProject={(projectId, asPairs) =>
            run(
              {
                action: 'add-to-project',
                ids: selected,
                projectId,
                as: asPairs ? 'pairs' : 'items',
              },
              projects.find((project) => project.id === projectId)?.title,
            )
          }
          onDelete={() => run({ action: 'delete', ids: selected })}
        />
      ) : null}
    </div>
  )
}
