import { ConfigError } from './config.js'

/** Turns a start-up failure into the sentence an operator needs, instead of a stack trace. */
export function describeStartupError(error: unknown, port?: number): string {
  if (error instanceof ConfigError) return error.message
  const code = (error as { code?: string }).code
  if (code === 'EADDRINUSE') {
    return `Port ${port ?? ''} is already in use. Stop the program using it or set PORT to another port.`
  }
  if (code === 'EACCES')
    return `Not allowed to listen on port ${port ?? ''}: choose a port above 1023.`
  return error instanceof Error ? error.message : String(error)
}

/** Prints the failure and ends the process with a non-zero exit code. */
export function exitWithStartupError(error: unknown, port?: number): never {
  process.stderr.write(`\n${describeStartupError(error, port)}\n\n`)
  process.exit(1)
}
