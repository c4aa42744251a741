import { LoaderCircle } from 'lucide'
import { Icon } from '../ui/icon'

/** What is being loaded, after a turning wheel; `role="status"` where it is announced. */
export function LoadingNote({
  children,
  className = '',
  role,
}: {
  children: string
  className?: string
  role?: 'status'
}) {
  return (
    <p role={role} className={`flex items-center gap-3 text-ink-muted ${className}`}>
      <Icon
        drawing={LoaderCircle}
        aria-hidden="true"
        className="size-5 animate-spin text-brand-700"
      />
      {children}
    </p>
  )
}
