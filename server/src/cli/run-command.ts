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
      const message =
        error instanceof ConfigError
          ? `Invalid configuration: ${error.problems.join('; ')}`
          : error instanceof Error
            ? error.message
            : String(error)
      process.stderr.write(`${message.replace(/\s*\n\s*/g, ' ')}\n`)
      process.exit(1)
    },
  )
}
