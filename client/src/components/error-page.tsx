import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { PageHero } from './page-hero'
import { buttonClass } from './ui/button-class'

/** The router's default error screen. The error itself is logged by the router, not shown. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    void router.invalidate()
  }
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
