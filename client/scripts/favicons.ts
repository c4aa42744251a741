import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

// Step 4 of `npm run build -w client`: the icons browsers and phones ask for, made from the one
// drawing in public/favicon.svg: favicon.ico (16, 32 and 48 px), apple-touch-icon.png (180 px,
// on the icon's own colour: iOS rounds the corners itself), 192 and 512 px PNGs. The web manifest
// that names them carries the company's name from the site settings: the API writes it
// (server/src/pages/web-manifest.ts).

const clientRoot = fileURLToPath(new URL('..', import.meta.url))
const dist = path.resolve(clientRoot, process.env.CLIENT_OUT_DIR ?? 'dist')
const ICON_COLOUR = '#fbbf24'

async function main() {
  const svg = await readFile(path.join(clientRoot, 'public', 'favicon.svg'))
  const png = (size: number, background?: string) => {
    const image = sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size)
    return (background ? image.flatten({ background }) : image).png().toBuffer()
  }
  await writeFile(
    path.join(dist, 'favicon.ico'),
    ico(await Promise.all([16, 32, 48].map((size) => png(size)))),
  )
  await writeFile(path.join(dist, 'apple-touch-icon.png'), await png(180, ICON_COLOUR))
  await writeFile(path.join(dist, 'icon-192.png'), await png(192))
  await writeFile(path.join(dist, 'icon-512.png'), await png(512))
  console.log('icons: favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png')
}

/** An ICO file holding PNG pictures (every browser since Internet Explorer Vista reads them). */
function ico(pngs: Buffer[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = 6 + 16 * pngs.length
  const entries = pngs.map((image) => {
    const size = image.readUInt32BE(16) // the PNG's IHDR width (square)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(image.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += image.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...pngs])
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
