/** A restore or backup that will not be done, for a reason the person running it must act on. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ArchiveError'
  }
}
