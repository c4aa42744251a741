import { type Config, loadConfig } from '../config.js'
import { runCommand, USAGE_ERROR } from './run-command.js'
import { exportSettings, importSettings } from './settings-command.js'
import { listStaffCommand, resetPasswordCommand } from './staff-commands.js'

// `npm run admin -- <command>` (in the api container: `node server/dist/cli/admin.js <command>`).
// Without DATABASE_URL it works on the embedded mode's database in DATA_DIR: the running
// `npm start`'s when there is one, else it starts that database itself for the command.

const USAGE = [
  'Usage:',
  '  npm run admin -- reset-password <username or e-mail>',
  '      Sets a new password for an existing staff account (typed, or piped on standard input)',
  '      and signs it out everywhere. The way in when no reset mail arrives.',
  '  npm run admin -- list-staff',
  '      Lists every staff account: username, name, e-mail, role (owner, office) and state.',
  '  npm run admin -- settings export > site.json',
  '      Writes the published website settings as JSON.',
  '  npm run admin -- settings import site.json',
  '      Publishes website settings from a JSON file.',
  '  npm run admin -- --help',
  '      Shows this text.',
].join('\n')

runCommand(async (argv) => {
  const [command, ...rest] = argv
  if (command === '--help' || command === 'help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
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
  if (command === 'reset-password' && first && !second) {
    return (config) => resetPasswordCommand(first, config)
  }
  if (command === 'list-staff' && !first) return listStaffCommand
  if (command === 'settings' && first === 'export' && !second) return exportSettings
  if (command === 'settings' && first === 'import' && second && more.length === 0) {
    return (config) => importSettings(second, config)
  }
  return undefined
}
