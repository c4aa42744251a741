import { mkdir, writeFile } from 'node:fs/promises'
import { colourSchemeStylesheet } from '@site/contract/colour-schemes'

// Before the Vite builds (with fonts.ts): the colour schemes' rules, which src/styles.css imports.
// Written to client/generated/ (not committed), made again from contract/src/colour-schemes.ts.

const generated = new URL('../generated/', import.meta.url)
await mkdir(generated, { recursive: true })
await writeFile(new URL('colours.css', generated), colourSchemeStylesheet())
console.log('colours: client/generated/colours.css')
