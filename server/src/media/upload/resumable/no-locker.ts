import type { Locker } from '@tus/utils'

/**
 * Requests for one upload do not wait for each other. The store stays consistent without a lock
 * (see ResumableUploadStore's recordPart and finish-upload.ts's lease), as it must across API
 * processes, which no in-process lock reaches; and a client that reconnects goes on at once
 * instead of waiting for its broken request to drain. @tus/server's MemoryLocker is not used:
 * a waiting request polls it on every turn of the event loop, and the garbage that leaves grew
 * the API by 173 MB over the ten breaks of the 500 MB benchmark upload (decision 024).
 */
export const noLocker: Locker = {
  newLock: () => ({
    lock: async () => {},
    unlock: async () => {},
  }),
}
