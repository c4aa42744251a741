import { createFileRoute, notFound } from '@tanstack/react-router'
import { parseItemSearch } from '../components/media-viewer/item-search'
import { portfolioProjectQueryOptions } from '../features/portfolio/api/get-portfolio'
import { ProjectPage } from '../features/portfolio/components/project-page'
import { projectJsonLd, projectPath } from '../features/portfolio/project-json-ld'
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf } from '../lib/site-settings'
import { jsonLdScript } from '../lib/structured-data'

// Rendered on request by the API (server/src/portfolio-pages/), with the loader's data already
// in the query cache; in the browser the loader asks the API.
export const Route = createFileRoute('/projects/$slug')({
  validateSearch: parseItemSearch,
  loader: async ({ context, params }) => {
    const project = await context.queryClient.ensureQueryData(
      portfolioProjectQueryOptions(params.slug),
    )
    if (!project) throw notFound()
    return project
  },
  head: ({ match, loaderData: project }) => {
    if (!project) return {}
    const site = siteSettingsOf(match.context.queryClient)
    const cover = project.coverItem
    const coverImage = cover ? (cover.fileType === 'image' ? cover.image : cover.poster) : null
    return {
      ...pageHead(match, {
        title: project.area ? `${project.title}, ${project.area}` : project.title,
        description:
          project.summary ||
          `${project.title}: a ${project.category.toLowerCase()} project by ${site.name}${project.area ? ` in ${project.area}` : ''}.`,
        path: projectPath(project.slug),
        image:
          cover && coverImage
            ? { path: coverImage, width: cover.width, height: cover.height, alt: cover.title }
            : undefined,
      }),
      // Structured data is for search engines, which read the page as the server sends it: the
      // browser's bundle leaves its code out (decision 018).
      scripts: import.meta.env.SSR
        ? [
            {
              type: 'application/ld+json',
              children: jsonLdScript(projectJsonLd(project, match.context.publicUrl, site)),
            },
          ]
        : [],
    }
  },
  component: ProjectRoute,
})

function ProjectRoute() {
  const project = Route.useLoaderData()
  return (
    <>
      <ProjectPage project={project} />
      <TestimonialsSection
        on="project"
        project={project.slug}
        title="What they said about this job"
      />
    </>
  )
}
