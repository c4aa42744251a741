/**
 * Keys of the portal's queries that another section changes: a quote request moved to another
 * stage changes the dashboard's figures, so its mutations refresh them without importing it.
 */
export const websiteDashboardQueryKey = ['admin', 'dashboard'] as const

/** The portfolio section's project list: a bulk "add to project" in the media library changes it. */
export const adminPortfolioQueryKey = ['admin', 'portfolio'] as const

/** The Reviews section's list: linking a request to a project elsewhere changes it. */
export const staffReviewsQueryKey = ['admin', 'reviews'] as const
