import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { provideSiteSettings } from '../../../lib/site-settings'
import { samplePortfolioProject } from '../sample-project'
import { ProjectStory } from './project-story'

describe('ProjectStory', () => {
  it("shows what was done by each service's current name, and a value no service has as stored", () => {
    const queryClient = new QueryClient()
    provideSiteSettings(queryClient, {
      version: 2,
      settings: {
        ...defaultSiteSettings,
        services: defaultSiteSettings.services.map((service) =>
          service.key === 'electrical'
            ? { ...service, name: 'Electrical & Backup Power' }
            : service,
        ),
      },
    })
    render(
      <QueryClientProvider client={queryClient}>
        <ProjectStory project={{ ...samplePortfolioProject, scope: ['electrical', 'Thatching'] }} />
      </QueryClientProvider>,
    )
    const heading = screen.getByRole('heading', { name: 'What we did' })
    const list = heading.nextElementSibling as HTMLElement
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Electrical & Backup Power', 'Thatching'])
  })
})
