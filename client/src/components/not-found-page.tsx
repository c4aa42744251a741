import { Link } from '@tanstack/react-router'
import { House } from 'lucide'
import { PageHero } from './page-hero'
import { buttonClass } from './ui/button-class'
import { Icon } from './ui/icon'

export function NotFoundPage() {
  return (
    <PageHero
      fill
      title="Oops! Page not found"
      lead="The page you are looking for does not exist or has moved."
    >
      <Link to="/" className={`${buttonClass('accent')} mt-8`}>
        <Icon drawing={House} aria-hidden="true" className="size-5" />
        Back to Home
      </Link>
    </PageHero>
  )
}
