import { captionMessages, captionRules } from '@site/contract/captions'
import type { FileFacts } from '../../lib/media-upload/validate-files'

/**
 * Why a chosen file cannot be a video's captions, or null: the portal's quick check of its name
 * and size before sending. The server reads the file itself and validates it as WebVTT.
 */
export function captionFileProblem(file: FileFacts): string | null {
  const named = file.name.toLowerCase().endsWith(captionRules.extension)
  const typed = file.type.toLowerCase().split(';')[0]?.trim() === captionRules.contentType
  if (!named && !typed) return captionMessages.notVtt(file.name)
  return file.size > captionRules.maxBytes ? captionMessages.tooLarge : null
}
