/**
 * Reads a password: typed at a terminal without echo, or the first line of piped input
 * (`printf '%s\n' "$PASSWORD" | npm run admin -- reset-password admin`). Never from the command
 * line, where it would end up in the shell's history and the process list.
 */
export async function readPassword(prompt: string): Promise<string> {
  const { stdin, stderr } = process
  if (!stdin.isTTY) {
    let input = ''
    for await (const chunk of stdin) input += String(chunk)
    return input.split(/\r?\n/)[0] ?? ''
  }
  stderr.write(prompt)
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = ''
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            stdin.off('data', onData)
            return resolve(typed)
          }
          if (char === '\u0003') {
            stdin.off('data', onData)
            return reject(new Error('Cancelled.'))
          }
          typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char
        }
      }
      stdin.on('data', onData)
    })
  } finally {
    stdin.setRawMode(false)
    stdin.pause()
    stderr.write('\n')
  }
}
