import { createFileRoute } from '@tanstack/react-router'
import { QuoteRequests } from '../features/quote-requests/components/quote-requests'
import { linkedRequestSearch } from './-linked-request-search'

export const Route = createFileRoute('/admin-portal/requests')({
  validateSearch: linkedRequestSearch,
  component: RequestsPage,
})

function RequestsPage() {
  const { request } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <QuoteRequests linkedRequestId={request} onShowAll={() => void navigate({ search: {} })} />
}
