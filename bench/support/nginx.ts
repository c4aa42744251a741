import { type ChildProcess, spawn } from 'node:child_process'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findFreePort } from '../../server/src/embedded/ports.js'
import { waitForHttp } from './child-services.js'

const NGINX = '/usr/sbin/nginx'

/**
 * Debian's nginx on loopback serving `files` (path → bytes) from disk under `/media/`, with one
 * worker (the API is one Node.js process) and no access log: the baseline for `/media`.
 */
export async function startNginxServingFiles(files: Record<string, Buffer>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-nginx-'))
  // The worker runs as `nobody` when the bench runs as root: it must read the files.
  await chmod(dir, 0o755)
  for (const [name, bytes] of Object.entries(files)) {
    const file = path.join(dir, 'media', name)
    await mkdir(path.dirname(file), { recursive: true, mode: 0o755 })
    await writeFile(file, bytes, { mode: 0o644 })
  }
  const port = await findFreePort()
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} error;
events { worker_connections 1024; }
http {
  access_log off;
  types { image/webp webp; image/jpeg jpg; }
  sendfile on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    location /media/ {
      root ${dir};
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`,
  )
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/media/${Object.keys(files)[0]}`, child)
  return {
    url,
    async stop() {
      child.kill('SIGQUIT')
      await new Promise((resolve) => child.once('exit', resolve))
      await rm(dir, { recursive: true, force: true })
    },
  }
}
