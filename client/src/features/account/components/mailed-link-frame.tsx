import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SignInCard, SignInFrame } from '../../../components/portal/sign-in-card'

/**
 * The token of a link the site mailed: it travels in the fragment (`#…`), which browsers never
 * send to a server, so it stays out of logs and Referer headers.
 */
export function useMailedToken(): string {
  return useRouterState({ select: (state) => state.location.hash }).replace(/^#/, '')
}

/** The frame of the pages a mailed link or the login form opens: no session needed. */
export function MailedLinkFrame({
  title,
  lead,
  children,
}: {
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <SignInFrame>
      <SignInCard title={title}>
        <p className="mt-2 text-ink-muted">{lead}</p>
        <div className="mt-6">{children}</div>
      </SignInCard>
    </SignInFrame>
  )
}

/** Says, in green and to screen readers at once, that what the link was for is done. */
export function DoneNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-950">
      {children}
    </p>
  )
}

/** Back to the sign-in form (or the portal, for someone signed in). */
export function BackToSignIn({ words = 'Back to sign-in' }: { words?: string }) {
  return (
    <Link
      to="/admin-portal"
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
    >
      {words}
    </Link>
  )
}
