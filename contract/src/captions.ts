/**
 * WebVTT captions staff attach to a video (`PUT /api/projects/:id/captions`, the file itself as a
 * `text/vtt` body; `DELETE` removes them). Players show them as a captions track.
 */
export const captionRules = {
  maxBytes: 256 * 1024,
  contentType: 'text/vtt',
  extension: '.vtt',
  /** The site is in English, so captions are offered as English. */
  language: 'en',
  label: 'English',
} as const

export const captionMessages = {
  tooLarge: `The caption file is too large: at most ${captionRules.maxBytes / 1024} KB.`,
  notText: 'The caption file is not UTF-8 text, as WebVTT must be.',
  noCues: 'The caption file has no captions in it (no timed cues).',
  notAVideo: 'Captions can only be attached to a video.',
  /** The portal's check of the chosen file's name, before anything is sent. */
  notVtt: (file: string) => `Not a caption file: ${file}. Choose a WebVTT file (.vtt).`,
  /** `detail` is the validator's first finding, with its line. */
  notWebVtt: (detail: string) => `Not a valid WebVTT caption file: ${detail}`,
} as const
