/** What the admin portal accepts, per kind of media (specification §5 and §9). */
export const uploadRules = {
  image: { types: ['jpeg', 'jpg', 'png', 'webp', 'heic', 'heif'], maxMb: 50 },
  video: { types: ['mp4', 'mov', 'avi', 'quicktime', '3gpp'], maxMb: 500 },
} as const

export type MediaKind = keyof typeof uploadRules

const bytesPerMb = 1024 * 1024

/** The parts of a `File` the checks read, so tests need no real files. */
export interface FileFacts {
  name: string
  type: string
  size: number
}

export type FileCheck =
  | { valid: true; message: 'Files are valid' }
  | { valid: false; message: string }

export function maxBytes(kind: MediaKind): number {
  return uploadRules[kind].maxMb * bytesPerMb
}

/**
 * The checks made before anything is sent, with the specification's messages; the first failing
 * file is reported. An empty list is valid (there is nothing to refuse); callers send nothing.
 * The server checks every file again, by content.
 */
export function validateFiles(files: readonly FileFacts[], kind: MediaKind): FileCheck {
  const { types, maxMb } = uploadRules[kind]
  for (const file of files) {
    if (!hasAllowedType(file, types)) {
      return {
        valid: false,
        message: `Invalid file type: ${file.name}. Allowed types: ${types.join(', ')}`,
      }
    }
    if (file.size > maxBytes(kind)) {
      return { valid: false, message: `File too large: ${file.name}. Maximum size: ${maxMb}MB` }
    }
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
