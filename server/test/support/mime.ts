/**
 * Just enough MIME to read what nodemailer sends: unfolded, RFC 2047-decoded headers and the
 * decoded text and HTML parts of a multipart/alternative message.
 */
export interface ParsedMail {
  headers: Map<string, string>
  /** Every header line as sent (unfolded, not decoded), to count injected ones. */
  headerLines: string[]
  text: string
  html: string
}

export function parseMail(raw: string): ParsedMail {
  const { headers, headerLines, body } = splitEntity(raw)
  const parts: { type: string; content: string }[] = []
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const part = splitEntity(chunk.replace(/^\r?\n/, ''))
      parts.push({ type: part.headers.get('content-type') ?? '', content: decodeBody(part) })
    }
  } else {
    parts.push({ type: headers.get('content-type') ?? '', content: decodeBody({ headers, body }) })
  }
  const find = (type: string) => parts.find((part) => part.type.startsWith(type))?.content ?? ''
  return { headers, headerLines, text: find('text/plain'), html: find('text/html') }
}

function splitEntity(raw: string) {
  const normalised = raw.replace(/\r\n/g, '\n')
  const end = normalised.indexOf('\n\n')
  const head = end === -1 ? normalised : normalised.slice(0, end)
  const body = end === -1 ? '' : normalised.slice(end + 2)
  const headerLines = head.replace(/\n[ \t]+/g, ' ').split('\n')
  const headers = new Map<string, string>()
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    if (colon > 0) {
      headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
    }
  }
  return { headers, headerLines, body }
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    )
}

function decodeBody(entity: { headers: Map<string, string>; body: string }): string {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const body = entity.body.replace(/\n$/, '')
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\n/g, ''))
  return body
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3)
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(value[i] ?? ''))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}
