import { createFileRoute } from '@tanstack/react-router'
import { ManageMedia } from '../features/manage-media/components/manage-media'
import { useRefreshProjects } from './-refresh-projects'

export const Route = createFileRoute('/admin-portal/media')({
  component: MediaPage,
})

function MediaPage() {
  return <ManageMedia onChanged={useRefreshProjects()} />
}
