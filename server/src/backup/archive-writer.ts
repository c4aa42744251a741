import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { finished } from 'node:stream/promises'
import tar from 'tar-stream'

export interface EntrySummary {
  size: number
  sha256: string
}

/**
 * Streams tar entries into `${file}.partial`, one at a time, and renames it to `file` only once
 * the archive is complete: a backup that fails leaves no file that looks like a backup.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack()
  private readonly partial: string
  private readonly output: ReturnType<typeof createWriteStream>
  private readonly written: Promise<void>
  readonly entries: Record<string, EntrySummary> = {}

  constructor(
    private readonly file: string,
    private readonly mtime: Date,
  ) {
    this.partial = `${file}.partial`
    this.output = createWriteStream(this.partial, { mode: 0o600 })
    this.pack.pipe(this.output)
    this.written = finished(this.output)
    // Reported by `finish` or `abort`; never an unhandled rejection meanwhile.
    this.written.catch(() => {})
  }

  /** Adds one entry of exactly `size` bytes; returns its size and sha256. */
  async add(
    name: string,
    size: number,
    body: AsyncIterable<Buffer> | Buffer,
  ): Promise<EntrySummary> {
    const hash = createHash('sha256')
    const sink = this.pack.entry({ name, size, mode: 0o600, mtime: this.mtime, type: 'file' })
    const closed = new Promise<void>((resolve, reject) => {
      sink.once('error', reject)
      sink.once('close', resolve)
    })
    closed.catch(() => {})
    try {
      for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
        hash.update(chunk)
        if (!sink.write(chunk))
          await new Promise<void>((resolve) => sink.once('drain', () => resolve()))
      }
    } catch (error) {
      sink.destroy(error as Error)
      throw error
    }
    sink.end(Buffer.alloc(0))
    await Promise.race([closed, this.written])
    const summary = { size, sha256: hash.digest('hex') }
    this.entries[name] = summary
    return summary
  }

  /** Ends the archive and gives it its name. */
  async finish(): Promise<void> {
    this.pack.finalize()
    await this.written
    await rename(this.partial, this.file)
  }

  /** Drops the partial file. */
  async abort(): Promise<void> {
    this.pack.destroy()
    this.output.destroy()
    await rm(this.partial, { force: true })
  }
}
