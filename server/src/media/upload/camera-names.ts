/**
 * Words that cameras, phones and messaging apps put in the names they make up (`IMG_1234`,
 * `PXL_20261120_101500123.MP`, `WhatsApp Image 2026-11-20 at 10.15.00`, `Screenshot_…`), and the
 * words of a name nobody chose (`image (3)`, `photo`, `download`). A name made only of these and
 * numbers says nothing a visitor should read.
 */
const madeUpWords = new Set([
  // camera and phone prefixes
  'img',
  'imgp',
  'mg',
  'e',
  'imag',
  'vid',
  'pxl',
  'dsc',
  'dscn',
  'dscf',
  'dcim',
  'mvimg',
  'mvi',
  'mov',
  'gopr',
  'gp',
  'gh',
  'gx',
  'dji',
  'p',
  'sam',
  'cimg',
  'pict',
  'sdc',
  'hpim',
  'kimg',
  'wp',
  'pano',
  'burst',
  // what phones add to them
  'mp',
  'hdr',
  'portrait',
  'night',
  'cover',
  'live',
  'trim',
  'edited',
  'edit',
  'copy',
  'original',
  'collage',
  'raw',
  'lrg',
  'fullsizerender',
  // screenshots and messaging apps
  'screenshot',
  'screenshots',
  'screen',
  'shot',
  'recording',
  'capture',
  'whatsapp',
  'wa',
  'signal',
  'telegram',
  'snapchat',
  'fb',
  'received',
  'mmexport',
  'messenger',
  'creation',
  'at',
  'am',
  'pm',
  // names nobody chose
  'image',
  'images',
  'photo',
  'photos',
  'picture',
  'pic',
  'pics',
  'video',
  'videos',
  'movie',
  'clip',
  'camera',
  'cam',
  'untitled',
  'unnamed',
  'download',
  'file',
  'tmp',
  'temp',
  // dates spelled with a month
  ...['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'],
  ...['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september'],
  ...['october', 'november', 'december'],
])

/** `IMG1234`, `DSCN0001`, `P1010001`, `GOPR0001`, `WA0001`: a prefix glued to its counter. */
const gluedCounter = /^(\p{L}+)\d+$/u
/**
 * A random identifier's run (`a3f9c2e1`, `20261120wa0001`): at least 8 characters with three
 * digits or more, letters and digits taking turns at least twice (`renovation2026` is a word).
 */
const randomRun = /^(?=(?:\D*\d){3})(?=.*\p{L}\d+\p{L}|.*\d\p{L}+\d)[\p{L}\d]{8,}$/u
const uuid = /^[\da-f]{8}-?[\da-f]{4}-?[\da-f]{4}-?[\da-f]{4}-?[\da-f]{12}$/iu

/**
 * Whether a file name (without folders or extension) was made up by a camera, a phone or an app
 * rather than chosen by a person: camera counters and timestamps, a UUID, a bare number or date,
 * `image (3)`, or anything without a single letter (nothing at all, emoji, punctuation).
 */
export function isCameraName(stem: string): boolean {
  const name = stem.normalize('NFC').trim()
  if (uuid.test(name)) return true
  // No word at all (nothing, emoji, punctuation) counts as made up too: every() of none is true.
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return words.every((word) => isMadeUpWord(word.toLowerCase()))
}

function isMadeUpWord(word: string): boolean {
  // A lone letter is a camera's suffix or counter (DJI's `_D`, `IMG_1234 b`), not a name.
  if (!/\p{L}/u.test(word) || Array.from(word).length === 1) return true
  if (madeUpWords.has(word)) return true
  const prefix = gluedCounter.exec(word)?.[1]
  if (prefix !== undefined && madeUpWords.has(prefix)) return true
  return randomRun.test(word) || uuid.test(word)
}
