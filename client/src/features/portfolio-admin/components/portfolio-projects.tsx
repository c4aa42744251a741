import { LoaderCircle, Plus } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { useAdminProjects } from '../../../lib/portal/get-admin-projects'
import { useDeletePortfolioProject } from '../api/delete-portfolio-project'
import { useAdminPortfolio } from '../api/get-admin-portfolio'
import { useSavePortfolioProject } from '../api/save-portfolio-project'
import { portfolioMessages } from '../portfolio-messages'
import { PortfolioEditor } from './portfolio-editor'
import { PortfolioProjectList } from './portfolio-project-list'

/** Which editor is open: a new project's, or an existing one's by id. */
type Editing = { key: number; id?: string } | null

/** The portal's "Portfolio projects" section: the list, or the editor of one project. */
export function PortfolioProjects() {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const projects = useAdminPortfolio()
  const media = useAdminProjects()
  const save = useSavePortfolioProject()
  const remove = useDeletePortfolioProject()
  const [editing, setEditing] = useState<Editing>(null)
  const byId = useMemo(
    () => new Map((media.data ?? []).map((item) => [item.id, item])),
    [media.data],
  )

  const open = (id?: string) => setEditing({ key: Date.now(), id })
  function close() {
    setEditing(null)
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  const project = editing?.id ? projects.data?.find((one) => one.id === editing.id) : undefined
  return (
    <section
      id="portfolio-projects"
      aria-labelledby={headingId}
      className="border-b border-line bg-surface-muted py-12 sm:py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-brand-950"
          >
            Portfolio projects
          </h2>
          {editing ? null : (
            <button
              type="button"
              onClick={() => open()}
              className={buttonClass('primary', 'touch')}
            >
              <Plus aria-hidden="true" className="size-4" />
              New project
            </button>
          )}
        </div>
        <p className="mt-2 max-w-3xl text-ink-muted">
          One job told as a story: its photos and videos in order, a cover, before and after pairs,
          and its own page once published.
        </p>
        <div className="mt-6" aria-busy={projects.isPending}>
          {/* The editor keeps what it saved: a list fetched meanwhile does not close it. */}
          {editing ? (
            <PortfolioEditor
              key={editing.key}
              project={project}
              media={media.data ?? []}
              projects={projects.data}
              onSave={save.mutateAsync}
              onDelete={remove.mutateAsync}
              onSaved={(saved) => setEditing((now) => (now ? { ...now, id: saved.id } : now))}
              onClose={close}
            />
          ) : projects.isSuccess ? (
            <PortfolioProjectList projects={projects.data} media={byId} onEdit={open} />
          ) : projects.isError ? (
            <p role="alert" className="text-red-800">
              {portfolioMessages.listFailed} {projects.error.message}
            </p>
          ) : (
            <p className="flex items-center gap-3 text-ink-muted">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
              Loading portfolio projects...
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
