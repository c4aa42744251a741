import type { CaptchaProvider } from '@site/contract/captcha'
import type { ClientPage } from '../client-pages.js'
import { contentSecurityPolicy } from '../http/content-security-policy.js'
import type { RenderedPage, SsrBundle } from './ssr-bundle.js'

const PUBLIC_URL_TOKEN = '__PUBLIC_URL__'

/**
 * A page rendered here as it is sent: the public address filled in, and a Content-Security-Policy
 * allowing exactly this page's own inline scripts (hashed after filling in, as the browser sees
 * them; the build's hash list cannot know a page rendered now).
 */
export function pageAnswer(
  page: RenderedPage,
  bundle: Pick<SsrBundle, 'inlineScriptHashes'>,
  publicUrl: string,
  captchaProvider: CaptchaProvider,
): ClientPage {
  const html = page.html.replaceAll(PUBLIC_URL_TOKEN, publicUrl)
  return {
    body: Buffer.from(html),
    contentType: 'text/html; charset=utf-8',
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(
        captchaProvider,
        bundle.inlineScriptHashes(html),
      ),
    },
  }
}
