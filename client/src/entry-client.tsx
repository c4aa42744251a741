import './styles.css'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { readPublicUrl } from './lib/public-url'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

function start() {
  // Pages the API renders carry the router's dehydrated state: hydrate the whole document. The
  // shell (the admin portal, and Vite's dev server) has none: render into #root.
  const rendered = '$_TSR' in window
  const router = createAppRouter(createQueryClient(), {
    publicUrl: readPublicUrl(document),
    renderDocument: rendered,
  })

  if (rendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: a tap during hydration is answered sooner.
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      )
    })
  } else {
    const container = document.getElementById('root')
    if (!container) throw new Error('index.html must contain <div id="root">')
    // The shell's title and robots tag stand in for crawlers without JavaScript; the app renders
    // the route's own, which must not end up beside them.
    for (const tag of document.head.querySelectorAll('[data-shell]')) tag.remove()
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  }
}

start()
