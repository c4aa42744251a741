/** A small Dockerfile reader for the tests: stages with their instructions. */

export interface Instruction {
  keyword: string
  args: string
}
export interface Stage {
  from: string
  name: string
  instructions: Instruction[]
}

/** Instructions per stage; continuation lines joined, comments and parser directives dropped. */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = []
  let pending = ''
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (pending === '' && (line === '' || line.startsWith('#'))) continue
    if (pending !== '' && line.startsWith('#')) continue
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `
      continue
    }
    logical.push((pending + line).trim())
    pending = ''
  }
  if (pending) logical.push(pending.trim())

  const result: Stage[] = []
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/)
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') }
    if (instruction.keyword === 'FROM') {
      const match = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args)
      if (!match?.[1]) throw new Error(`Cannot read ${line}`)
      result.push({ from: match[1], name: match[2] ?? '', instructions: [] })
    } else {
      const current = result.at(-1)
      if (!current) throw new Error(`${keyword} before the first FROM`)
      current.instructions.push(instruction)
    }
  }
  return result
}
