import { readFileSync } from 'node:fs'

/** A process's resident memory in bytes (VmRSS in /proc/<pid>/status; Linux only). */
export function residentBytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`)
  return Number(kilobytes) * 1024
}

/**
 * The highest resident memory of process `pid` from now until `stop()`, sampled every `everyMs`
 * (and once more at the stop). Own memory of that process only: its children are not counted.
 * A failed sample (the process ended) stops the sampling and is thrown by `stop()`, not from the
 * timer, where it would end the benchmark before it stops what it started.
 */
export function samplePeakMemory(pid: number, everyMs = 200) {
  let peak = residentBytes(pid)
  let failure: unknown = null
  const sample = () => {
    try {
      peak = Math.max(peak, residentBytes(pid))
    } catch (error) {
      failure = error
      clearInterval(timer)
    }
  }
  const timer = setInterval(sample, everyMs)
  return {
    stop(): number {
      clearInterval(timer)
      if (!failure) sample()
      if (failure) throw failure
      return peak
    },
  }
}
