import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const templatePath = fileURLToPath(
  new URL('../nginx/templates/default.conf.template', import.meta.url),
)

/** What the web image runs at start to turn TRUSTED_PROXIES into nginx's real_ip settings. */
export const trustedProxiesScript = fileURLToPath(
  new URL('../nginx/entrypoint/15-trusted-proxies.sh', import.meta.url),
)

/**
 * Debian's libnginx-mod-http-brotli-static and -filter: the template's `brotli_static` (the
 * build's .br files) and `brotli` (pages, compressed as they are sent) need them loaded.
 */
export const brotliModules = {
  'libnginx-mod-http-brotli-static': '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  'libnginx-mod-http-brotli-filter': '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
}

/** Debian's nginx, which runs the template in the tests. */
export const NGINX_BIN = '/usr/sbin/nginx'

/** What the template needs from Debian that is not installed here; empty when nothing is. */
export function missingNginxPackages(): string[] {
  return [
    ...(existsSync(NGINX_BIN) ? [] : ['nginx']),
    ...Object.entries(brotliModules).flatMap(([name, file]) => (existsSync(file) ? [] : [name])),
  ]
}

/**
 * For a test file that runs the template in nginx: why it cannot here (printed, so the skip is
 * never silent), or '' when it can. In CI a missing package is an error, not a skip.
 */
export function nginxSkipReason(): string {
  const missing = missingNginxPackages()
  if (missing.length === 0) return ''
  const reason = `not installed: ${missing.join(', ')} (apt-get install ${missing.join(' ')})`
  if (process.env.CI) throw new Error(`The nginx tests cannot run in CI: ${reason}`)
  console.warn(`[nginx] Skipping: ${reason}.`)
  return reason
}

export type TemplateVars = Record<'API_UPSTREAM' | 'NGINX_PORT' | 'WEB_ROOT' | 'PUBLIC_URL', string>

/**
 * Does what the nginx image's envsubst step does with our template: replaces `${NAME}` from
 * `vars`. nginx's own `$name` variables are left alone. An unknown `${NAME}` is an error, because
 * envsubst would leave it in place and produce a broken config.
 */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (match, name: string) => {
    const value = vars[name]
    if (value === undefined) throw new Error(`nginx template uses ${match}, which has no value`)
    return value
  })
}

/**
 * A complete nginx.conf around the rendered template, keeping every file nginx writes inside
 * `prefix`, as the unprivileged image does with /tmp; the template's page cache is a path relative
 * to the prefix, so each nginx started here keeps its own. Running as root (CI), workers would
 * run as `nobody` and could not read a build under a 0700 folder, so they stay root there.
 * `trustedProxies` is the web image's TRUSTED_PROXIES, rendered by the image's own start script.
 */
export async function renderNginxConf(
  prefix: string,
  vars: TemplateVars,
  trustedProxies = '',
): Promise<string> {
  const site = renderTemplate(await readFile(templatePath, 'utf8'), vars)
  await promisify(execFile)('sh', [trustedProxiesScript, prefix], {
    env: { PATH: process.env.PATH, TRUSTED_PROXIES: trustedProxies },
  })
  const at = (name: string) => JSON.stringify(path.join(prefix, name))
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : ''
  const modules = Object.values(brotliModules).map((file) => `load_module ${file};\n`)
  return `${asRoot}${modules.join('')}daemon off;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;

events {
    worker_connections 256;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${at('access.log')};
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${at('client_body_temp')};
    proxy_temp_path ${at('proxy_temp')};
    fastcgi_temp_path ${at('fastcgi_temp')};
    uwsgi_temp_path ${at('uwsgi_temp')};
    scgi_temp_path ${at('scgi_temp')};
    include ${at('trusted-proxies.conf')};

${site}
}
`
}
