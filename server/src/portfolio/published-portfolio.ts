// Stand-in for the lead's module (merged from main): same signatures, to be replaced.
import type { PortfolioProject, PortfolioSummary } from '@site/contract/portfolio'
import type { Database } from '@site/db'

export async function listPublishedPortfolio(
  _db: Database,
  _filters: { category?: string; area?: string } = {},
): Promise<PortfolioSummary[]> {
  return []
}

export async function findPublishedPortfolioProject(
  _db: Database,
  _slug: string,
  _page: { limit?: number; offset?: number } = {},
): Promise<PortfolioProject | undefined> {
  return undefined
}
