import type { PortfolioProject } from '@site/contract/portfolio'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide'
import { PageHero } from '../../../components/page-hero'
import { Icon } from '../../../components/ui/icon'
import { BeforeAfterSlider } from './before-after-slider'
import { ProjectPhotos } from './project-photos'
import { ProjectStory } from './project-story'
import { QuoteSimilar } from './quote-similar'

/** `/projects/:slug`: one job told as a story, its before/after pairs and its photos. */
export function ProjectPage({ project }: { project: PortfolioProject }) {
  return (
    <>
      <PageHero title={project.title} lead={project.summary || undefined}>
        <Link
          to="/projects"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline"
        >
          <Icon drawing={ArrowLeft} aria-hidden="true" className="size-5" />
          All projects
        </Link>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ProjectStory project={project} />
        {project.pairs.length > 0 ? (
          <section aria-labelledby="before-after-heading" className="mt-12">
            <h2
              id="before-after-heading"
              className="text-2xl font-bold tracking-tight text-brand-950"
            >
              Before and after
            </h2>
            <div
              className={`mt-6 grid gap-8 ${project.pairs.length > 1 ? 'lg:grid-cols-2' : 'max-w-4xl'}`}
            >
              {project.pairs.map((pair, index) => (
                <BeforeAfterSlider
                  key={`${pair.before.id}-${pair.after.id}`}
                  before={pair.before}
                  after={pair.after}
                  label={
                    project.pairs.length > 1
                      ? `${project.title}, ${index + 1} of ${project.pairs.length}`
                      : project.title
                  }
                />
              ))}
            </div>
          </section>
        ) : null}
        {project.itemCount > 0 ? <ProjectPhotos project={project} /> : null}
        <QuoteSimilar project={project} />
      </div>
    </>
  )
}
