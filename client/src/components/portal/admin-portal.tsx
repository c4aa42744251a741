import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { UploadPortal } from '../../features/portal-upload/components/upload-section'
import { useSession } from '../../lib/portal/get-session'
import { useLogin } from '../../lib/portal/login'
import { PageHero } from '../page-hero'
import { HeldUploadsNote } from './held-uploads-note'
import { LoginForm } from './login-form'

interface AdminPortalProps {
  /** Called after an upload stored at least one file. */
  onUploaded?: () => void
  /** Called after an item was edited, deleted or queued again in "Manage media". */
  onMediaChanged?: () => void
  /** The request the quote mail linked to (`?request=<id>`), shown first once logged in. */
  linkedRequestId?: string
  /** Shown below the upload cards once logged in (the route passes the project list). */
  children?: ReactNode
}

/** The admin portal: the login form, or the upload portal for a logged-in session. */
export function AdminPortal({
  onUploaded,
  onMediaChanged,
  linkedRequestId,
  children,
}: AdminPortalProps) {
  const session = useSession()
  const login = useLogin()

  if (session.data?.authenticated) {
    return (
      <UploadPortal
        username={session.data.username}
        onUploaded={onUploaded}
        onMediaChanged={onMediaChanged}
        linkedRequestId={linkedRequestId}
      >
        {children}
      </UploadPortal>
    )
  }
  return (
    <>
      <PageHero
        title="Admin Portal"
        lead="Staff sign-in for uploading project photos and videos."
      />
      <div className="flex min-h-[28rem] flex-col justify-center bg-surface-muted px-4 py-12 sm:py-16">
        <HeldUploadsNote />
        {session.isPending ? (
          <p role="status" className="mx-auto flex items-center gap-3 text-ink-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
            Checking your session...
          </p>
        ) : (
          <LoginForm onLogin={login.mutateAsync} />
        )}
      </div>
    </>
  )
}
