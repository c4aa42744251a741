/**
 * Lists the form edits as one text box: one entry a line (areas served, a service's items), or
 * paragraphs apart by an empty line (About, privacy). Blank lines are not entries.
 */

export interface BlockEntry {
  text: string
  /** Where it is in the box, for a message: "Line 4", "Paragraph 2". */
  place: string
}

export function linesOf(block: string): BlockEntry[] {
  return block
    .split('\n')
    .map((line, index) => ({ text: line.trim(), place: `Line ${index + 1}` }))
    .filter((line) => line.text !== '')
}

export function paragraphsOf(block: string): BlockEntry[] {
  return block
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, ' '))
    .filter((paragraph) => paragraph !== '')
    .map((text, index) => ({ text, place: `Paragraph ${index + 1}` }))
}

export const blockOfLines = (lines: readonly string[]) => lines.join('\n')
export const blockOfParagraphs = (paragraphs: readonly string[]) => paragraphs.join('\n\n')
