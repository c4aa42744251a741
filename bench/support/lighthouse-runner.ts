import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Artifacts, auditFlowArtifacts, type Result } from 'lighthouse'
import { chromiumFlags } from '../../e2e/chromium-flags.js'
import { calibratedSlowdown } from './cpu-calibration.js'
import { formatLongTasks, longTasksAfterPaint, type TraceEvent } from './long-tasks.js'
import { firstFrameHeldBack, type ObservedTimings } from './presentation-stall.js'

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

// Lighthouse starts Chromium itself, headless, with the flags the browser tests use.
const CHROME_FLAGS = ['--headless', ...chromiumFlags]

/** One Lighthouse run's figures. */
export interface RunScores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** What the CPU slowdown changes, simulated again from the same runs with the calibrated one. */
export interface CalibratedScores {
  /** The host's benchmark index (median of the runs), from which the slowdown follows. */
  benchmarkIndex: number
  slowdown: number
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
}

export interface LighthouseScores {
  /** Each figure the median of the runs. */
  median: RunScores
  /** Each figure the worst of the runs (lowest score, longest LCP and TBT, largest CLS). */
  worst: RunScores
  runs: number
  /** Runs whose first frame the browser held back (presentation-stall.ts); they count all the same. */
  heldBackRuns: number
  /** The same runs simulated with the CPU slowdown calibrated to this host (cpu-calibration.ts). */
  calibrated: CalibratedScores
}

const score = (lhr: Result, id: string) => Math.round(100 * (lhr.categories[id]?.score ?? 0))
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

function observedTimingsOf(lhr: Result): ObservedTimings {
  const details = lhr.audits.metrics?.details as { items?: ObservedTimings[] } | undefined
  const timings = details?.items?.[0]
  if (!timings) throw new Error('Lighthouse reported no observed timings')
  return timings
}

function scoresOf(lhr: Result): RunScores {
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
 * The run simulated again from its own trace and network records with the CPU slowdown for the
 * host's benchmark index during that run. Simulated throttling gathers without slowing anything
 * down, so what was gathered holds for any slowdown; only the performance category is audited.
 */
async function recalibrated(
  artifacts: Artifacts,
  benchmarkIndex: number,
): Promise<CalibratedScores> {
  const slowdown = calibratedSlowdown(benchmarkIndex)
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown }
  const flags = { throttling, onlyCategories: ['performance'] }
  const { steps } = await auditFlowArtifacts({
    gatherSteps: [
      {
        // Lighthouse refuses to audit with settings other than those gathered with, so the
        // artifacts say they were gathered with these (true of everything they hold).
        artifacts: { ...artifacts, settings: { ...artifacts.settings, ...flags } },
        flags: { ...flags, name: 'calibrated' },
      },
    ],
  })
  const lhr = steps[0]?.lhr
  if (!lhr) throw new Error('Lighthouse gave no result for the calibrated audit')
  const { performance, lcpMs, tbtMs, cls } = scoresOf(lhr)
  return { benchmarkIndex, slowdown, performance, lcpMs, tbtMs, cls }
}

interface MeasuredRun {
  lhr: Result
  scores: RunScores
  heldBack: boolean
  calibrated: CalibratedScores
  tasks: string | undefined
}

/** One first visit: a Chromium of its own with an empty profile, Lighthouse once, then closed. */
async function firstVisit(url: string): Promise<MeasuredRun> {
  // chrome-launcher gives each launch a new temporary profile: no HTTP cache, no compiled code.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr, artifacts } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    const events = artifacts.Trace.traceEvents as unknown as TraceEvent[]
    return {
      lhr,
      scores: scoresOf(lhr),
      heldBack: firstFrameHeldBack(observedTimingsOf(lhr), events),
      calibrated: await recalibrated(artifacts, lhr.environment.benchmarkIndex),
      // LIGHTHOUSE_TASKS=1: what fed the run's TBT, task by task (decision 037).
      tasks: process.env.LIGHTHOUSE_TASKS
        ? formatLongTasks(longTasksAfterPaint(events))
        : undefined,
    }
  } finally {
    chrome.kill()
  }
}

/**
 * `runs` first visits of `url` the way a visitor's phone meets the page (Lighthouse mobile,
 * simulated throttling: its defaults), each in a fresh browser: no warm-up, no run set aside.
 * The median run's report (by performance) is written to `reportDir` as `reportName`.json.
 */
export async function measureFirstVisits(
  url: string,
  runs: number,
  reportDir: string,
  reportName: string,
): Promise<LighthouseScores> {
  await mkdir(reportDir, { recursive: true })
  const results: MeasuredRun[] = []
  for (let run = 0; run < runs; run++) results.push(await firstVisit(url))
  const medianRun = [...results].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor((results.length - 1) / 2)
  ] as MeasuredRun
  await writeFile(path.join(reportDir, `${reportName}.json`), JSON.stringify(medianRun.lhr))
  if (medianRun.tasks !== undefined) {
    await writeFile(path.join(reportDir, `${reportName}.tasks.txt`), `${medianRun.tasks}\n`)
  }
  const all = (key: keyof RunScores) => results.map((run) => run.scores[key])
  const median = (key: keyof RunScores) => medianOf(all(key))
  const lowest = (key: keyof RunScores) => Math.min(...all(key))
  const highest = (key: keyof RunScores) => Math.max(...all(key))
  const medianCalibrated = (key: keyof CalibratedScores) =>
    medianOf(results.map((run) => run.calibrated[key]))
  return {
    median: {
      performance: Math.round(median('performance')),
      accessibility: Math.round(median('accessibility')),
      bestPractices: Math.round(median('bestPractices')),
      seo: Math.round(median('seo')),
      lcpMs: median('lcpMs'),
      tbtMs: median('tbtMs'),
      cls: median('cls'),
    },
    worst: {
      performance: lowest('performance'),
      accessibility: lowest('accessibility'),
      bestPractices: lowest('bestPractices'),
      seo: lowest('seo'),
      lcpMs: highest('lcpMs'),
      tbtMs: highest('tbtMs'),
      cls: highest('cls'),
    },
    runs: results.length,
    heldBackRuns: results.filter((run) => run.heldBack).length,
    calibrated: {
      benchmarkIndex: medianCalibrated('benchmarkIndex'),
      slowdown: medianCalibrated('slowdown'),
      performance: Math.round(medianCalibrated('performance')),
      lcpMs: medianCalibrated('lcpMs'),
      tbtMs: medianCalibrated('tbtMs'),
      cls: medianCalibrated('cls'),
    },
  }
}
