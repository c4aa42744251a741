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

/** Each system with the word for it and the device it stands for (a passkey's default name). */
const SYSTEMS: readonly [RegExp, string, string][] = [
  [/\bAndroid\b/, 'Android', 'Android phone'],
  [/\biPhone\b/, 'iPhone', 'iPhone'],
  [/\biPad\b/, 'iPad', 'iPad'],
  [/\bCrOS\b/, 'ChromeOS', 'Chromebook'],
  [/\bWindows\b/, 'Windows', 'Windows PC'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac', 'Mac'],
  [/\bLinux\b/, 'Linux', 'Linux computer'],
]

/** A name for a new passkey from the browser's User-Agent ("iPhone", "Android phone"). */
export function deviceName(userAgent: string | null | undefined): string {
  return systemEntry(userAgent ?? '')?.[2] ?? 'Passkey'
}

function browserOf(userAgent: string): string | undefined {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
}

function systemOf(userAgent: string): string | undefined {
  return systemEntry(userAgent)?.[1]
}

function systemEntry(userAgent: string) {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))
}
