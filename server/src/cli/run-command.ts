import { ConfigError } from '../config.js'

/** Exit code of a command used wrongly (unknown or missing arguments). */
export const USAGE_ERROR = 2

/**
 * Runs a CLI's `main` and exits with its code. A failure becomes one line on stderr (what a script
 * or a person reads first) and exit code 1.
 */
export function runCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${failureLine(error)}\n`)
      process.exit(1)
    },
  )
}

/**
 * A failure as one line, with what caused it: a database error arrives wrapped ("Failed query:
 * …") and only its cause says why (a refused connection, a name that did not resolve).
 */
export function failureLine(error: unknown): string {
  const describe = (failure: unknown): string =>
    failure instanceof ConfigError
      ? `Invalid configuration: ${failure.problems.join('; ')}`
      : failure instanceof Error
        ? failure.message +
          (failure.cause !== undefined && failure.cause !== failure
            ? `: ${describe(failure.cause)}`
            : '')
        : String(failure)
  return describe(error).replace(/\s*\n\s*/g, ' ')
}
