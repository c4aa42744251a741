/**
 * "Chrome on Android": the browser and system a User-Agent names, in words for the person's list
 * of sessions. Deliberately small: the common browsers and systems, "Unknown browser" otherwise.
 * Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
 */
export function deviceWords(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device'
  const browser = browserOf(userAgent)
  const system = systemOf(userAgent)
  if (!browser && !system) return 'Unknown device'
  return `${browser ?? 'Unknown browser'} on ${system ?? 'an unknown system'}`
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
]

function browserOf(userAgent: string): string | undefined {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
}

function systemOf(userAgent: string): string | undefined {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
}
