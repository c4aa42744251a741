import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CaptchaProvider } from '@site/contract/captcha'
import { contentSecurityPolicy, permissionsPolicy } from './http/content-security-policy.js'

/** The token the client build writes where the site's public address belongs (see client/src/lib/public-url.ts). */
const PUBLIC_URL_TOKEN = '__PUBLIC_URL__'

export interface ClientPage {
  body: Buffer
  contentType: string
  /** Sent with the page: its own security headers (HTML pages only). */
  headers: Record<string, string>
}

export interface ClientPages {
  /** Prerendered pages by URL path (`/`, `/about`...). */
  pages: Map<string, ClientPage>
  /** The SPA shell for routes that are never prerendered (the admin portal). */
  spaShell: ClientPage
  notFound: ClientPage
  /** robots.txt by URL path (the API renders sitemap.xml, plugins/portfolio-pages.ts). */
  textFiles: Map<string, ClientPage>
}

const html = 'text/html; charset=utf-8'

/**
 * Reads the built client's HTML and text files once, with PUBLIC_URL filled in, so the embedded
 * server answers exactly what nginx answers (nginx fills it in with sub_filter).
 */
export async function loadClientPages(
  root: string,
  publicUrl: string,
  captchaProvider: CaptchaProvider,
): Promise<ClientPages> {
  const scriptHashes = await readScriptHashes(root)
  // The other security headers come with every answer (plugins/security-headers.ts).
  const pageHeaders = {
    'Content-Security-Policy': contentSecurityPolicy(captchaProvider, scriptHashes),
  }
  const fill = async (file: string, contentType: string): Promise<ClientPage> => {
    const text = await readFile(path.join(root, file), 'utf8')
    return {
      body: Buffer.from(text.replaceAll(PUBLIC_URL_TOKEN, publicUrl)),
      contentType,
      headers: contentType === html ? pageHeaders : {},
    }
  }
  const pages = new Map<string, ClientPage>()
  for (const file of await htmlFiles(root)) {
    if (file === 'index.html') pages.set('/', await fill(file, html))
    else if (file.endsWith('/index.html'))
      pages.set(`/${file.slice(0, -'/index.html'.length)}`, await fill(file, html))
  }
  return {
    pages,
    spaShell: {
      ...(await fill('_spa.html', html)),
      headers: { ...pageHeaders, 'Permissions-Policy': permissionsPolicy('admin') },
    },
    notFound: await fill('404.html', html),
    textFiles: new Map([['/robots.txt', await fill('robots.txt', 'text/plain; charset=utf-8')]]),
  }
}

/** The build's inline-script hashes (client/scripts/prerender.ts writes them). */
async function readScriptHashes(root: string): Promise<string[]> {
  const file = path.join(root, '_csp', 'script-hashes.txt')
  try {
    return (await readFile(file, 'utf8')).split('\n').filter(Boolean)
  } catch {
    throw new Error(`${file} is missing: the client build is incomplete, run npm run build`)
  }
}

async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
}
