import { Plus } from 'lucide'
import { useMemo, useRef, useState } from 'react'
import { ActionButton } from '../../../components/portal/action-button'
import { QueryStates, SectionShell } from '../../../components/portal/section-shell'
import { useAdminMediaItems } from '../../../lib/portal/get-admin-media-items'
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
  const headingRef = useRef<HTMLHeadingElement>(null)
  const projects = useAdminPortfolio()
  const media = useAdminMediaItems()
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
    <SectionShell
      title="Portfolio projects"
      headingRef={headingRef}
      intro="One job told as a story: its photos and videos in order, a cover, before and after pairs, and its own page once published."
      actions={
        editing ? null : (
          <ActionButton icon={Plus} variant="primary" onClick={() => open()}>
            New project
          </ActionButton>
        )
      }
    >
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
      ) : (
        <QueryStates
          query={projects}
          loading="Loading portfolio projects..."
          failed={portfolioMessages.listFailed}
        >
          {(list) => <PortfolioProjectList projects={list} media={byId} onEdit={open} />}
        </QueryStates>
      )}
    </SectionShell>
  )
}
