import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'
import { createQueryClient } from '../lib/query-client'
import { queryClientWithSettings } from './site-settings'

/**
 * Renders a portal section as the portal's frame leaves it: the app's own query client with the
 * site settings in place, where a failed query shows at once instead of after three back-offs,
 * and the toaster. Returns the section's region, found by its name.
 */
export function renderSection(section: ReactNode, name: string): HTMLElement {
  const queryClient = queryClientWithSettings(undefined, createQueryClient())
  queryClient.setDefaultOptions({ queries: { retry: false } })
  render(
    <QueryClientProvider client={queryClient}>
      {section}
      <Toaster />
    </QueryClientProvider>,
  )
  return screen.getByRole('region', { name })
}
