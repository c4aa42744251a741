import { colourSchemeAttribute, defaultColourScheme } from '@site/contract/header-colours'
import { getRouteApi, HeadContent, Scripts } from '@tanstack/react-router'
import { useEffect } from 'react'
import { publicUrlAttribute } from '../../lib/public-url'
import { colourSchemeOf } from '../../lib/site-settings'
import { RootLayout } from './root-layout'

const rootRoute = getRouteApi('__root__')

/**
 * The whole HTML document when the API renders a page or the browser hydrates one; only the page's
 * content in the SPA shell, where React places the head tags into the shell's <head> itself.
 */
export function AppDocument() {
  const { renderDocument, publicUrl, queryClient } = rootRoute.useRouteContext()
  // The owner's colour scheme: the stylesheet's rules for it apply under this attribute.
  const chosen = colourSchemeOf(queryClient)
  const scheme = chosen === defaultColourScheme ? undefined : chosen
  useEffect(() => {
    // The SPA shell's <html> is not React's to render.
    if (renderDocument) return
    const root = document.documentElement
    if (scheme) root.setAttribute(colourSchemeAttribute, scheme)
    else root.removeAttribute(colourSchemeAttribute)
  }, [renderDocument, scheme])
  if (!renderDocument) {
    return (
      <>
        <HeadContent />
        <RootLayout />
      </>
    )
  }
  return (
    <html
      lang="en-ZA"
      {...{
        [publicUrlAttribute]: publicUrl,
        ...(scheme ? { [colourSchemeAttribute]: scheme } : {}),
      }}
    >
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
