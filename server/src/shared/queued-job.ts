/**
 * What a queue's handler is given: the job's data, and the retries already made (0 on the first
 * attempt) and allowed, from pg-boss.
 */
export interface QueuedJob<Data> {
  data: Data
  retryCount: number
  retryLimit: number
}
