import {
  type FileType,
  invalidTypeMessage,
  tooLargeMessage,
  uploadRules,
} from '@site/contract/upload-rules'

/** The parts of a `File` the checks read, so tests need no real files. */
export interface FileFacts {
  name: string
  type: string
  size: number
}

export type FileCheck =
  | { valid: true; message: 'Files are valid' }
  | { valid: false; message: string }

/**
 * The checks made before anything is sent, with the specification's messages; the first failing
 * file is reported. An empty list is valid (there is nothing to refuse); callers send nothing.
 * The server checks every file again, by content.
 */
export function validateFiles(files: readonly FileFacts[], kind: FileType): FileCheck {
  const { types, maxBytes } = uploadRules[kind]
  for (const file of files) {
    if (!hasAllowedType(file, types)) {
      return { valid: false, message: invalidTypeMessage(file.name, kind) }
    }
    if (file.size > maxBytes) return { valid: false, message: tooLargeMessage(file.name, kind) }
  }
  return { valid: true, message: 'Files are valid' }
}

/** Either the MIME subtype (`image/HEIC` → heic) or the file name's extension may match. */
function hasAllowedType(file: FileFacts, types: readonly string[]): boolean {
  const subtype = file.type.toLowerCase().split(';')[0]?.split('/')[1]?.trim()
  const dot = file.name.lastIndexOf('.')
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : undefined
  return [subtype, extension].some(
    (candidate) => candidate !== undefined && types.includes(candidate),
  )
}
