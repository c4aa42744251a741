import { UploadError } from './upload-error.js'

export interface MultipartTexts {
  /** "The upload is incomplete or malformed. Please try again." */
  incomplete: string
  tooManyFiles: string
  notMultipart: string
}

/** The multipart parser's errors, in words for the person sending; undefined for other errors. */
export function multipartError(error: unknown, texts: MultipartTexts): UploadError | undefined {
  // The parser (busboy) reports a body cut short or without its boundary by message only.
  if (/unexpected end of multipart data|boundary not found/i.test((error as Error).message)) {
    return new UploadError(400, texts.incomplete)
  }
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new UploadError(413, texts.tooManyFiles)
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new UploadError(413, 'Too many form fields in this request.')
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UploadError(415, texts.notMultipart)
    default:
      return undefined
  }
}
