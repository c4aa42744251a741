import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** A decoded picture: 8-bit RGBA pixels, upright (libheif applies the file's rotation). */
export interface DecodedHeic {
  width: number
  height: number
  /** width × height × 4 bytes. */
  pixels: Buffer
  /** Every alpha value is 255 (libheif writes 255 where a file has no alpha plane). */
  opaque: boolean
}

const decoderPath = createRequire(import.meta.url).resolve('heic-decode')

// CommonJS run by the worker, so it is the same from the TypeScript sources (tests) and the build.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const decode = require(workerData.decoderPath)
decode({ buffer: workerData.input }).then(({ width, height, data }) => {
  let opaque = true
  for (let i = 3; i < data.length && opaque; i += 4) opaque = data[i] === 255
  parentPort.postMessage({ width, height, data, opaque }, [data.buffer])
})
`

/**
 * Decodes a HEIC/HEIF (its primary picture: the first top-level image, as phones and heif-enc
 * write it) with libheif in WebAssembly. That takes about a second for a 12 MP photo and would
 * hold up every other request, so it runs in a worker thread of its own, which also hands the
 * WebAssembly memory back when it ends. Aborting `signal` stops the worker.
 */
export function decodeHeic(input: Buffer, signal?: AbortSignal): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted()
    // libheif explains a bad file on its console; that text becomes part of the error.
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { decoderPath, input },
      stdout: true,
      stderr: true,
    })
    let said = ''
    const listen = (chunk: Buffer) => {
      said = `${said}${chunk}`.slice(-500)
    }
    worker.stdout.on('data', listen)
    worker.stderr.on('data', listen)
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', onAbort)
      finish()
      void worker.terminate()
    }
    const onAbort = () => settle(() => reject(signal?.reason))
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.once('message', (decoded: Omit<DecodedHeic, 'pixels'> & { data: Uint8ClampedArray }) =>
      settle(() =>
        resolve({
          width: decoded.width,
          height: decoded.height,
          pixels: Buffer.from(
            decoded.data.buffer,
            decoded.data.byteOffset,
            decoded.data.byteLength,
          ),
          opaque: decoded.opaque,
        }),
      ),
    )
    worker.once('error', (error) =>
      settle(() => reject(said ? new Error(`${error.message} (${said.trim()})`) : error)),
    )
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the HEIC decoder stopped (exit code ${code})`))),
    )
  })
}
