import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { faces, fontFaceCss, sourcePathOf, subsetFace } from './site-font.js'

// Before the Vite builds of `npm run build -w client` (and `npm run dev`): the font files cut
// down to what the site draws, and their `@font-face` rules, which src/styles.css imports.
// Written to client/generated/ (not committed), made again from @fontsource-variable/inter.

const generated = fileURLToPath(new URL('../generated/', import.meta.url))

async function main() {
  await mkdir(path.join(generated, 'fonts'), { recursive: true })
  const sizes: string[] = []
  for (const face of faces) {
    const source = await readFile(sourcePathOf(face))
    const subset = await subsetFace(face, source)
    await writeFile(path.join(generated, 'fonts', face.output), subset)
    sizes.push(
      `${face.output} ${(source.length / 1024).toFixed(1)} -> ${(subset.length / 1024).toFixed(1)} KB`,
    )
  }
  await writeFile(
    path.join(generated, 'fonts.css'),
    fontFaceCss((face) => `./fonts/${face.output}`),
  )
  console.log(`font: ${sizes.join(', ')}`)
}

await main()
