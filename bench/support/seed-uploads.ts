import { ffmpegClip } from '../../server/test/support/media-files.js'
import { type FormPart, multipartBody } from '../../server/test/support/multipart.js'

const READY_TIMEOUT_MS = 180_000

export interface Staff {
  username: string
  password: string
}

export async function login(baseURL: string, staff: Staff): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0]
  if (response.status !== 200 || !cookie) throw new Error(`login: ${await response.text()}`)
  return cookie
}

async function upload(baseURL: string, cookie: string, parts: FormPart[]): Promise<number> {
  const body = multipartBody(parts)
  const response = await fetch(`${baseURL}/api/upload`, {
    method: 'POST',
    headers: { ...body.headers, cookie },
    body: new Uint8Array(await body.buffer()),
  })
  if (response.status !== 200) throw new Error(`upload: ${await response.text()}`)
  return ((await response.json()) as { items: unknown[] }).items.length
}

/** A 10 s 1280×720 H.264 clip, as a phone would send (larger than 480p, so it gets a preview). */
export function phoneClip(): Promise<Buffer> {
  return ffmpegClip('site-visit.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', '10'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
  ])
}

/**
 * Uploads the photos (spread over `categories` in turn) and one video through the API, as staff
 * do in the portal, and waits until processing has listed them all publicly.
 */
export async function uploadLikeStaff(
  baseURL: string,
  staff: Staff,
  photos: Buffer[],
  categories: string[],
  video: Buffer,
): Promise<void> {
  const cookie = await login(baseURL, staff)
  const stored =
    (await upload(baseURL, cookie, [
      { name: 'fileType', value: 'image' },
      ...photos.flatMap((content, i): FormPart[] => [
        { name: `categories[${i}]`, value: categories[i % categories.length] as string },
        { name: 'files', filename: `project-${i + 1}.jpg`, contentType: 'image/jpeg', content },
      ]),
    ])) +
    (await upload(baseURL, cookie, [
      { name: 'fileType', value: 'video' },
      { name: 'categories[0]', value: categories[0] as string },
      { name: 'files', filename: 'site-visit.mp4', contentType: 'video/mp4', content: video },
    ]))
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (((await (await fetch(`${baseURL}/api/projects`)).json()) as unknown[]).length < stored) {
    if (Date.now() > deadline) throw new Error('the uploads were not processed in time')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
