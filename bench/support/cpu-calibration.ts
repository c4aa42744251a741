// Lighthouse's simulated mobile run multiplies the CPU time it observed by a constant 4, chosen
// so that a high-end desktop (benchmark index about 1,500) stands for a mid-tier phone. Its
// documentation ("Calibrating the CPU slowdown", docs/throttling.md) asks a slower host to use a
// smaller multiplier, from the benchmark index each report carries (`environment.benchmarkIndex`),
// with the same breakpoints as the Lighthouse team's calculator: 150 is 1x, 800 is 2x, 1,300 is
// 3x, and every 233 above that one more (1,533 is the default 4x). Decision 040.

const breakpoints: readonly [index: number, slowdown: number][] = [
  [150, 1],
  [800, 2],
  [1300, 3],
]
const indexPerStepAbove = 233

/**
 * The CPU slowdown that makes a host with this benchmark index stand for the phone Lighthouse's
 * default 4x makes of a high-end desktop. Never below 1 (a host slower than that phone is not
 * sped up).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`not a benchmark index: ${benchmarkIndex}`)
  }
  const [lowest, lowestSlowdown] = breakpoints[0] as [number, number]
  if (benchmarkIndex <= lowest) return lowestSlowdown
  for (let i = 1; i < breakpoints.length; i++) {
    const [fromIndex, fromSlowdown] = breakpoints[i - 1] as [number, number]
    const [toIndex, toSlowdown] = breakpoints[i] as [number, number]
    if (benchmarkIndex <= toIndex) {
      const share = (benchmarkIndex - fromIndex) / (toIndex - fromIndex)
      return fromSlowdown + share * (toSlowdown - fromSlowdown)
    }
  }
  const [highest, highestSlowdown] = breakpoints[breakpoints.length - 1] as [number, number]
  return highestSlowdown + (benchmarkIndex - highest) / indexPerStepAbove
}
