import { entryAttribute, modulesAttribute } from '../src/lib/scripts-after-paint.js'

// What a built page loads after its first paint (src/lib/scripts-after-paint.ts), read from its
// HTML: for the benchmarks and the tests that fetch a page's scripts.

/** The entry script a page's loader adds. */
export function entryScriptOf(html: string): string | undefined {
  return new RegExp(`<script\\b[^>]*\\b${entryAttribute}="([^"]+)"`).exec(html)?.[1]
}

/** Every module a page loads at once: its entry, then the listed modules, without repeats. */
export function scriptsOfPage(html: string): string[] {
  const lists = html.matchAll(
    new RegExp(`<script\\b[^>]*\\b${modulesAttribute}(?:="")?[^>]*>([^<]*)</script>`, 'g'),
  )
  const modules = [...lists].flatMap((list) => JSON.parse(list[1] as string) as string[])
  const entry = entryScriptOf(html)
  return [...new Set([...(entry ? [entry] : []), ...modules])]
}
