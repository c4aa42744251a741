import { getRouteApi, HeadContent, Scripts } from '@tanstack/react-router'
import { publicUrlAttribute } from '../../lib/public-url'
import { RootLayout } from './root-layout'

const rootRoute = getRouteApi('__root__')

/**
 * The whole HTML document when the API renders a page or the browser hydrates one; only the page's
 * content in the SPA shell, where React places the head tags into the shell's <head> itself.
 */
export function AppDocument() {
  const { renderDocument, publicUrl } = rootRoute.useRouteContext()
  if (!renderDocument) {
    return (
      <>
        <HeadContent />
        <RootLayout />
      </>
    )
  }
  return (
    <html lang="en-ZA" {...{ [publicUrlAttribute]: publicUrl }}>
      <head>
        <HeadContent />
      </head>
      <body>
        <RootLayout />
        <Scripts />
      </body>
    </html>
  )
}
