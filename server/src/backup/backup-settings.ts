import { Encrypter } from 'age-encryption'
import cronParser from 'cron-parser'

/** 02:00 in South Africa (SAST, UTC+2, no daylight saving). */
export const DEFAULT_BACKUP_SCHEDULE = '0 0 * * *'

/** Five fields, as pg-boss schedules take them, that cron-parser reads. */
export function isFiveFieldCron(value: string): boolean {
  if (value.trim().split(/\s+/).length !== 5) return false
  try {
    cronParser.parseExpression(value, { utc: true })
    return true
  } catch {
    return false
  }
}

/** An age X25519 public key whose checksum is right (age-encryption decodes it at once). */
export function isAgeRecipient(value: string): boolean {
  if (!/^age1[02-9ac-hj-np-z]{58}$/.test(value)) return false
  try {
    new Encrypter().addRecipient(value)
    return true
  } catch {
    return false
  }
}
