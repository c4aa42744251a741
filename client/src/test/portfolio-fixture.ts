import type { AdminPortfolioProject } from '@site/contract/portfolio'
import { portfolioTextsOf } from '@site/contract/portfolio-project-fields'

/** A draft project as `GET /api/admin/portfolio` lists it, with no items unless a test gives some. */
export function adminPortfolioFixture(
  overrides: Partial<AdminPortfolioProject> = {},
): AdminPortfolioProject {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    slug: 'kitchen-in-randburg',
    title: 'Kitchen in Randburg',
    ...portfolioTextsOf({ summary: 'New cupboards and lights.', area: 'Randburg' }),
    completedOn: '2026-03',
    category: 'Kitchen Renovation',
    scope: ['building'],
    items: [],
    coverId: null,
    pairs: [],
    published: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  }
}
