import { readFile } from 'node:fs/promises'

// Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ is 100 on every platform
// Node supports here).
const MS_PER_TICK = 10

/** CPU time (user and system) the process `pid` has used so far, in milliseconds (Linux). */
export async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const [utime, stime] = [Number(fields[11]), Number(fields[12])]
  return (utime + stime) * MS_PER_TICK
}
