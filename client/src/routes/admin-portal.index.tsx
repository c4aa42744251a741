import { createFileRoute, redirect } from '@tanstack/react-router'
import { RecentWork } from '../features/gallery/components/recent-work'
import { UploadSection } from '../features/portal-upload/components/upload-section'
import { linkedRequestSearch } from './-linked-request-search'

/** The portal's first section, the specification's screen: the two upload cards and the banner. */
export const Route = createFileRoute('/admin-portal/')({
  // Quote mails sent before the portal had sections link to `/admin-portal?request=<id>`.
  validateSearch: linkedRequestSearch,
  beforeLoad: ({ search }) => {
    if (search.request) {
      throw redirect({ to: '/admin-portal/requests', search: { request: search.request } })
    }
  },
  component: UploadPage,
})

function UploadPage() {
  return (
    <UploadSection>
      <RecentWork adminMode />
    </UploadSection>
  )
}
