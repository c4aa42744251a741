import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumFlags } from '../../e2e/chromium-flags.js'
import { formatLongTasks, longTasksAfterPaint, type TraceEvent } from './long-tasks.js'
import { firstFrameHeldBack, type ObservedTimings } from './presentation-stall.js'

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

// Lighthouse starts Chromium itself, headless, with the flags the browser tests use.
const CHROME_FLAGS = ['--headless', ...chromiumFlags]

export interface LighthouseScores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Runs set aside because the browser held their first frame back (presentation-stall.ts). */
  heldBackRuns: number
}

export interface LighthouseBrowser {
  /** Runs Lighthouse `runs` times (mobile, simulated throttling: its defaults); the median run. */
  measure(url: string, runs: number, reportName: string): Promise<LighthouseScores>
  close(): Promise<void>
}

const score = (lhr: Result, id: string) => Math.round(100 * (lhr.categories[id]?.score ?? 0))
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

function observedTimingsOf(lhr: Result): ObservedTimings {
  const details = lhr.audits.metrics?.details as { items?: ObservedTimings[] } | undefined
  const timings = details?.items?.[0]
  if (!timings) throw new Error('Lighthouse reported no observed timings')
  return timings
}

function scoresOf(lhr: Result): Omit<LighthouseScores, 'heldBackRuns'> {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
  }
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * One Chromium for every run (Lighthouse resets storage and cache before each navigation). Each
 * number is the median of the runs; the report of the median run by performance is written to
 * `reportDir`, for reading what delayed LCP.
 */
export async function launchLighthouse(reportDir: string): Promise<LighthouseBrowser> {
  await mkdir(reportDir, { recursive: true })
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  return {
    async measure(url, runs, reportName) {
      const results: Result[] = []
      const longTasks = new Map<Result, string>()
      // A run whose first frame headless Chromium held back is set aside and run again, up to
      // as many extra runs as asked for (presentation-stall.ts); if every run was held back,
      // they count after all.
      const heldBack: Result[] = []
      while (results.length < runs && results.length + heldBack.length < 2 * runs) {
        const answer = await lighthouse(url, { port: chrome.port, logLevel: 'error' })
        if (!answer) throw new Error(`Lighthouse gave no result for ${url}`)
        const { lhr } = answer
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
        const events = answer.artifacts.Trace.traceEvents as unknown as TraceEvent[]
        if (firstFrameHeldBack(observedTimingsOf(lhr), events)) {
          heldBack.push(lhr)
          continue
        }
        results.push(lhr)
        if (process.env.LIGHTHOUSE_TASKS) {
          longTasks.set(lhr, formatLongTasks(longTasksAfterPaint(events)))
        }
      }
      if (results.length === 0) results.push(...heldBack)
      const all = results.map(scoresOf)
      const medianRun = [...results].sort(
        (a, b) => score(a, 'performance') - score(b, 'performance'),
      )[Math.floor((results.length - 1) / 2)] as Result
      await writeFile(path.join(reportDir, `${reportName}.json`), JSON.stringify(medianRun))
      // LIGHTHOUSE_TASKS=1: what fed that run's TBT, task by task (decision 037).
      const tasks = longTasks.get(medianRun)
      if (tasks !== undefined) {
        await writeFile(path.join(reportDir, `${reportName}.tasks.txt`), `${tasks}\n`)
      }
      const median = (key: Exclude<keyof LighthouseScores, 'heldBackRuns'>) =>
        medianOf(all.map((run) => run[key]))
      const medianScore = (key: Exclude<keyof LighthouseScores, 'heldBackRuns'>) =>
        Math.round(median(key))
      return {
        performance: medianScore('performance'),
        accessibility: medianScore('accessibility'),
        bestPractices: medianScore('bestPractices'),
        seo: medianScore('seo'),
        lcpMs: median('lcpMs'),
        tbtMs: median('tbtMs'),
        cls: median('cls'),
        heldBackRuns: heldBack.length,
      }
    },
    async close() {
      chrome.kill()
    },
  }
}
