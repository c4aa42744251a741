import { imageCategories } from '@site/contract/categories'
import { FolderInput, Tag, Trash2, X } from 'lucide'
import { useId, useState } from 'react'
import { ActionButton } from '../../../components/portal/action-button'
import { ConfirmStep } from '../../../components/portal/confirm-step'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { Icon } from '../../../components/ui/icon'
import { itemCount } from '../bulk-outcomes'
import { ChooseAndApply } from './choose-and-apply'

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

type Panel = 'category' | 'project' | 'delete'

const tabs: { panel: Panel; label: string; icon: typeof Tag }[] = [
  { panel: 'category', label: 'Set category', icon: Tag },
  { panel: 'project', label: 'Add to project', icon: FolderInput },
  { panel: 'delete', label: 'Delete', icon: Trash2 },
]

/**
 * What can be done to the selected items at once: one row of actions, each opening its few
 * controls, so the bar stays small on a phone. Held at the bottom of the screen while the list
 * scrolls (above the portal's section bar on a phone: `--portal-bar`, set by the portal's frame).
 */
export function BulkBar(props: BulkBarProps) {
  const { count, projects, busy } = props
  const [open, setOpen] = useState<Panel | null>(null)
  const [category, setCategory] = useState<string>(imageCategories[0] ?? '')
  const [projectId, setProjectId] = useState('')
  const [asPairs, setAsPairs] = useState(false)
  const chosenProject = projects.some((project) => project.id === projectId) ? projectId : ''
  const panelId = useId()

  return (
    <section
      aria-label="Selected items"
      style={{ bottom: 'var(--portal-bar, 0px)' }}
      className="sticky z-10 mt-6 rounded-t-xl border border-line bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:rounded-xl sm:px-4"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-brand-950">{itemCount(count)} selected</p>
        <ActionButton icon={X} onClick={props.onClear}>
          Clear
        </ActionButton>
      </div>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {tabs.map(({ panel, label, icon }) => (
          <button
            key={panel}
            type="button"
            aria-expanded={open === panel}
            aria-controls={panelId}
            onClick={() => setOpen(open === panel ? null : panel)}
            className={`flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-semibold sm:flex-row sm:gap-2 sm:px-4 sm:text-sm ${
              open !== panel
                ? `bg-brand-50 ${panel === 'delete' ? 'text-red-800' : 'text-brand-900'}`
                : `text-white ${panel === 'delete' ? 'bg-red-700' : 'bg-brand-900'}`
            }`}
          >
            <Icon drawing={icon} aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <div id={panelId} className="sm:max-w-xl">
        {open === 'category' ? (
          <div className="mt-3">
            <ChooseAndApply
              label="New category"
              value={category}
              onValueChange={setCategory}
              options={imageCategories.map((name) => ({ value: name, label: name }))}
              disabled={busy}
              onApply={() => props.onSetCategory(category)}
            >
              Apply
            </ChooseAndApply>
          </div>
        ) : open === 'project' ? (
          <div className="mt-3">
            <ChooseAndApply
              label="Portfolio project"
              value={chosenProject}
              onValueChange={setProjectId}
              options={[
                { value: '', label: 'Choose a project' },
                ...projects.map((project) => ({ value: project.id, label: project.title })),
              ]}
              disabled={busy || !chosenProject}
              onApply={() => props.onAddToProject(chosenProject, asPairs)}
            >
              Add
            </ChooseAndApply>
            <CheckboxField
              className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 text-sm"
              checked={asPairs}
              onCheckedChange={setAsPairs}
            >
              As before/after pairs, in the order ticked (before first)
            </CheckboxField>
          </div>
        ) : open === 'delete' ? (
          <ConfirmStep
            question={`Delete ${itemCount(count)}?`}
            consequence="Their photos and videos leave the website and the store. This cannot be undone."
            busy={busy}
            onConfirm={() => void props.onDelete().finally(() => setOpen(null))}
            onCancel={() => setOpen(null)}
          />
        ) : null}
      </div>
    </section>
  )
}
