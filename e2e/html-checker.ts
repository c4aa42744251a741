import { execFile, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** vnu.jar inside the vnu-jar package (its main export is the path). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))
const CHECK_TIMEOUT_MS = 120_000

export interface HtmlDocument {
  /** What the document is, e.g. `served nginx /about`; used in the report. */
  name: string
  html: string
}

export interface HtmlError {
  document: string
  line?: number
  column?: number
  message: string
  extract?: string
}

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message?: string
  extract?: string
}

/** Why the checker cannot run here (no Java), or empty when it can. */
export function htmlCheckerUnavailable(): string {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
  return java.status === 0 ? '' : 'java not installed (apt-get install default-jre-headless)'
}

/**
 * Checks every document with the W3C Nu HTML checker in one Java run (the JVM takes seconds to
 * start) and returns the errors. Throws when the checker did not really check every document:
 * Java failed, the output is not the JSON expected, a file was not read, or a message names
 * something that is not one of the documents.
 */
export async function checkHtml(documents: HtmlDocument[]): Promise<HtmlError[]> {
  if (documents.length === 0) throw new Error('checkHtml needs at least one document')
  const dir = await mkdtemp(path.join(tmpdir(), 'html-check-'))
  try {
    const files = new Map<string, string>()
    for (const [index, document] of documents.entries()) {
      const slug = document.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)
      const file = path.join(dir, `${String(index).padStart(2, '0')}-${slug}.html`)
      await writeFile(file, document.html)
      files.set(file, document.name)
    }
    const { stdout, stderr } = await runVnu([...files.keys()])
    // --verbose names each file on stderr as it is checked.
    const checked = new Set(stderr.split('\n').map((line) => line.trim()))
    const unchecked = [...files.keys()].filter((file) => !checked.has(file))
    if (unchecked.length > 0) {
      throw new Error(`The checker did not check ${unchecked.join(', ')}:\n${stderr}`)
    }
    return errorsIn(parseMessages(stdout), files)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function runVnu(files: string[]): Promise<{ stdout: string; stderr: string }> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', '--verbose']
  try {
    return await promisify(execFile)('java', [...args, ...files], {
      timeout: CHECK_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`java -jar vnu.jar failed: ${(error as Error).message}\n${stdout}${stderr}`)
  }
}

function parseMessages(stdout: string): VnuMessage[] {
  let output: unknown
  try {
    output = JSON.parse(stdout)
  } catch {
    throw new Error(`The checker's output is not JSON:\n${stdout.slice(0, 2000)}`)
  }
  const messages = (output as { messages?: unknown })?.messages
  if (!Array.isArray(messages)) {
    throw new Error(`The checker's output has no messages list:\n${stdout.slice(0, 2000)}`)
  }
  return messages as VnuMessage[]
}

function errorsIn(messages: VnuMessage[], files: Map<string, string>): HtmlError[] {
  const errors: HtmlError[] = []
  for (const message of messages) {
    const file = message.url?.startsWith('file:') ? decodeURI(message.url.slice(5)) : undefined
    const document = file === undefined ? undefined : files.get(file)
    // Anything not about one of our documents (an I/O or internal failure) means the check failed.
    if (document === undefined || message.type === 'non-document-error') {
      throw new Error(`The checker could not check: ${JSON.stringify(message)}`)
    }
    if (message.type !== 'error') continue
    errors.push({
      document,
      line: message.lastLine,
      column: message.firstColumn,
      message: message.message ?? '(no message)',
      extract: message.extract,
    })
  }
  return errors
}

/** One line per error, for an assertion's failure message. */
export function formatHtmlErrors(errors: HtmlError[]): string[] {
  return errors.map(
    (e) => `${e.document}:${e.line ?? '?'}:${e.column ?? '?'} ${e.message} [${e.extract ?? ''}]`,
  )
}
