import { createFileRoute } from '@tanstack/react-router'
import { QuoteRequests } from '../features/quote-requests/components/quote-requests'
import { linkedRequestSearch } from './-linked-request-search'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/requests')({
  head: ({ match }) => sectionHead('Quote requests', match.context.queryClient),
  validateSearch: linkedRequestSearch,
  component: RequestsPage,
})

function RequestsPage() {
  const { request } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <QuoteRequests
      linkedRequestId={request}
      onShowAll={() => void navigate({ search: {} })}
      onOpenRequest={(id) => void navigate({ search: { request: id } })}
    />
  )
}
