import { Outlet } from '@tanstack/react-router'
import { AppToaster } from '../app-toaster'
import { ReachUsBar } from './reach-us-bar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { mainContentId, SkipLink } from './skip-link'

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* Every page opens with a dark band that leaves room for the fixed header. */}
      <main id={mainContentId} tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ReachUsBar />
      <AppToaster />
    </>
  )
}
