import type { ReactNode } from 'react'

interface PageHeroProps {
  title: string
  /** A short line under the title. */
  lead?: ReactNode
  children?: ReactNode
  /** Fill most of the viewport and centre the text (404 and error screens). */
  fill?: boolean
  /** Less room around the text (the admin portal, where the section below is the point). */
  compact?: boolean
}

/**
 * The dark band that opens every page and holds its only h1. Its top padding leaves room for
 * the fixed header, which sits over it.
 */
export function PageHero({ title, lead, children, fill = false, compact = false }: PageHeroProps) {
  return (
    <section
      className={`surface-dark hero-glow bg-brand-950 pt-16 text-white ${fill ? 'flex min-h-[75vh] items-center text-center' : ''}`}
    >
      <div
        className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${compact ? 'py-8 sm:py-12' : 'py-16 sm:py-20'} ${fill ? 'flex flex-col items-center' : ''}`}
      >
        <h1
          className={`max-w-3xl font-bold tracking-tight text-balance sm:text-5xl ${compact ? 'text-3xl' : 'text-4xl'}`}
        >
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-brand-200">{lead}</p> : null}
        {children}
      </div>
    </section>
  )
}
