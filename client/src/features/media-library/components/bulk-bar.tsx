import { imageCategories } from '@site/contract/categories'
import { FolderInput, Tag, Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { buttonClass } from '../../../components/ui/button-class'
import { controlClass } from '../../../components/ui/field-styles'
import { FormField } from '../../../components/ui/form-field'
import { itemCount } from '../bulk-outcomes'

export interface ProjectChoice {
  id: string
  title: string
}

interface BulkBarProps {
  count: number
  projects: ProjectChoice[]
  busy: boolean
  onSetCategory: (category: string) => void
  onAddToProject: (projectId: string, asPairs: boolean) => void
  onDelete: () => Promise<void>
  onClear: () => void
}

const busyClass = 'disabled:cursor-wait disabled:opacity-60'

/**
 * What can be done to the selected items at once. Held at the bottom of the screen while the
 * list scrolls (above the portal's bottom bar on a phone, when it sets `--portal-bottom-bar`).
 */
export function BulkBar(props: BulkBarProps) {
  const { count, projects, busy } = props
  const [category, setCategory] = useState<string>(imageCategories[0] ?? '')
  const [projectId, setProjectId] = useState('')
  const [asPairs, setAsPairs] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const chosenProject = projects.some((project) => project.id === projectId) ? projectId : ''

  return (
    <section
      aria-label="Selected items"
      style={{ bottom: 'var(--portal-bottom-bar, 0px)' }}
      className="sticky z-10 -mx-4 mt-6 max-h-[70vh] overflow-y-auto border-t border-line bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:mx-0 sm:rounded-xl sm:border"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-brand-950">{itemCount(count)} selected</p>
        <button type="button" onClick={props.onClear} className={buttonClass('outline', 'touch')}>
          <X aria-hidden="true" className="size-4" />
          Clear
        </button>
      </div>
      <div className="mt-3 grid gap-4 lg:grid-cols-3">
        <div className="flex items-end gap-2">
          <FormField label="Set category" className="flex-1">
            {(id) => (
              <select
                id={id}
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                className={`${controlClass} min-h-11`}
              >
                {imageCategories.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            )}
          </FormField>
          <button
            type="button"
            disabled={busy}
            onClick={() => props.onSetCategory(category)}
            className={`${buttonClass('primary', 'touch')} ${busyClass}`}
          >
            <Tag aria-hidden="true" className="size-4" />
            Apply
          </button>
        </div>
        <div>
          <div className="flex items-end gap-2">
            <FormField label="Add to portfolio project" className="flex-1">
              {(id) => (
                <select
                  id={id}
                  value={chosenProject}
                  onChange={(event) => setProjectId(event.target.value)}
                  className={`${controlClass} min-h-11`}
                >
                  <option value="">Choose a project</option>
                  {projects.map((project) => (
                    <option key={project.id} value={project.id}>
                      {project.title}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <button
              type="button"
              disabled={busy || !chosenProject}
              onClick={() => props.onAddToProject(chosenProject, asPairs)}
              className={`${buttonClass('primary', 'touch')} ${busyClass} disabled:cursor-not-allowed`}
            >
              <FolderInput aria-hidden="true" className="size-4" />
              Add
            </button>
          </div>
          <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type="checkbox"
              checked={asPairs}
              onChange={(event) => setAsPairs(event.target.checked)}
              className="size-5 accent-brand-900"
            />
            As before/after pairs, in the order ticked (before first)
          </label>
        </div>
        <div className="flex items-end">
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirming(true)}
            className={`${buttonClass('outline', 'touch')} ${busyClass} border-red-700 text-red-800 hover:bg-red-50`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </div>
      </div>
      {confirming ? (
        <ConfirmStep
          question={`Delete ${itemCount(count)}?`}
          consequence="Their photos and videos leave the website and the store. This cannot be undone."
          busy={busy}
          onConfirm={() => void props.onDelete().finally(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  )
}
