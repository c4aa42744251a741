import type { AdminPortfolioProject } from '@site/contract/portfolio'
import { CircleCheck, ExternalLink } from 'lucide'
import { Icon } from '../../../components/ui/icon'
import { portfolioMessages, publicPagePath } from '../portfolio-messages'

interface PortfolioSavedProps {
  project?: AdminPortfolioProject
  /** Saved in this visit to the editor: the confirmation shows until the next save. */
  justSaved: boolean
}

/**
 * The lasting confirmation of a save (the toast goes after a while; this stays in the editor's
 * bar), and the public page's link while the project is published.
 */
export function PortfolioSaved({ project, justSaved }: PortfolioSavedProps) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-4 text-sm">
      {project && justSaved ? (
        <p className="flex items-center gap-2 py-1 font-semibold text-green-900">
          <Icon drawing={CircleCheck} aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-words">{portfolioMessages.savedAs(project)}</span>
        </p>
      ) : null}
      {project?.published ? (
        <a
          href={publicPagePath(project.slug)}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
        >
          See the public page
          <Icon drawing={ExternalLink} aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  )
}
