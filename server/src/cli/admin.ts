import { type Config, loadConfig } from '../config.js'
import { runCommand, USAGE_ERROR } from './run-command.js'
import { setPasswordCommand } from './set-password.js'
import { exportSettings, importSettings } from './settings-command.js'

// `npm run admin -- <command>` (in the api container: `node server/dist/cli/admin.js <command>`).
// Without DATABASE_URL it works on the embedded mode's database in DATA_DIR: the running
// `npm start`'s when there is one, else it starts that database itself for the command.

const USAGE = [
  'Usage: npm run admin -- set-password <username>',
  '       npm run admin -- settings export > site.json',
  '       npm run admin -- settings import site.json',
].join('\n')

runCommand(async (argv) => {
  const [command, ...rest] = argv
  const run = commandOf(command, rest)
  if (!run) {
    process.stderr.write(`${USAGE}\n`)
    return USAGE_ERROR
  }
  return run(loadConfig(process.env, { requireServices: false }))
})

function commandOf(
  command: string | undefined,
  args: string[],
): ((config: Config) => Promise<number>) | undefined {
  const [first, second, ...more] = args
  if (command === 'set-password' && first && !second) {
    return (config) => setPasswordCommand(first, config)
  }
  if (command === 'settings' && first === 'export' && !second) return exportSettings
  if (command === 'settings' && first === 'import' && second && more.length === 0) {
    return (config) => importSettings(second, config)
  }
  return undefined
}
