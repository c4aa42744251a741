import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageHero } from './page-hero'
import { buttonClass } from './ui/button-class'

/**
 * The router's default error screen. The error itself is logged by the router, not shown.
 * "Try again" reloads the page: the usual cause is a part of the site that failed to download
 * (a dropped connection, or a new release replacing the files), and React remembers a failed
 * download until the page is loaded afresh.
 */
export function ErrorPage() {
  const retry = () => window.location.reload()
  // The error may come from far down the page (a click on a project card); start at its top.
  useEffect(() => window.scrollTo(0, 0), [])
  return (
    <div role="alert">
      <PageHero
        fill
        title="Unexpected Application Error!"
        lead="Something went wrong while showing this page. Please try again."
      >
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass('accent')} onClick={retry}>
            Try again
          </button>
          <Link to="/" className={buttonClass('outlineOnDark')}>
            Back to Home
          </Link>
        </div>
      </PageHero>
    </div>
  )
}
