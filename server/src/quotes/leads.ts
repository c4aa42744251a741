import {
  type Lead,
  type LeadChanges,
  type LeadPage,
  type LeadStage,
  leadStages,
  type QuoteFile,
} from '@site/contract/leads'
import { storedQuoteFieldsOf } from '@site/contract/quote-request-fields'
import {
  type Database,
  portfolioProjects,
  type QuoteFileRow,
  type QuoteRequestRow,
  quoteFiles,
  quoteRequests,
} from '@site/db'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type ReviewState, reviewStatesOf } from '../reviews/review-summaries.js'
import { quoteFilesPrefix } from '../storage/object-keys.js'
import type { ObjectStore } from '../storage/object-store.js'

/**
 * Quote requests, newest first, `limit` at a time, older than the request `before` if given, of
 * one stage if given; with the count of every stage.
 */
export async function listLeads(
  db: Database,
  page: { limit: number; before?: string; stage?: LeadStage },
): Promise<LeadPage | null> {
  let olderThan: SQL = sql`true`
  if (page.before) {
    const [cursor] = await db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, page.before))
    if (!cursor) return null
    // Compared in SQL: timestamps keep microseconds there, a JavaScript Date only milliseconds.
    olderThan = sql`(${quoteRequests.createdAt}, ${quoteRequests.id}) < (select c.created_at, c.id from ${quoteRequests} c where c.id = ${cursor.id})`
  }
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(page.stage ? and(olderThan, eq(quoteRequests.stage, page.stage)) : olderThan)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(page.limit + 1)
  const shown = rows.slice(0, page.limit)
  const items = await viewsOf(db, shown)
  const last = items.at(-1)
  return {
    items,
    nextBefore: rows.length > page.limit && last ? last.id : null,
    counts: await stageCounts(db),
  }
}

/** How many stored requests are in each stage (zero for an empty one). */
export async function stageCounts(db: Database): Promise<Record<LeadStage, number>> {
  const rows = await db
    .select({ stage: quoteRequests.stage, count: count() })
    .from(quoteRequests)
    .groupBy(quoteRequests.stage)
  const counts = Object.fromEntries(leadStages.map((stage) => [stage, 0])) as Record<
    LeadStage,
    number
  >
  for (const row of rows) counts[row.stage] = row.count
  return counts
}

/**
 * Changes a quote request: its stage, staff's note, its portfolio project; null when there is no
 * such request, 'no-such-project' when the project does not exist (nothing changed). A new stage
 * records when it was entered and, the first time, that staff answered the request.
 */
export async function changeLead(
  db: Database,
  id: string,
  changes: LeadChanges,
): Promise<Lead | 'no-such-project' | null> {
  const { stage, note, portfolioProjectId } = changes
  if (portfolioProjectId) {
    const [project] = await db
      .select({ id: portfolioProjects.id })
      .from(portfolioProjects)
      .where(eq(portfolioProjects.id, portfolioProjectId))
    if (!project) return 'no-such-project'
  }
  const [row] = await db
    .update(quoteRequests)
    .set({
      ...(stage === undefined
        ? {}
        : {
            stage,
            stageChangedAt: sql`case when ${quoteRequests.stage} = ${stage} then ${quoteRequests.stageChangedAt} else now() end`,
            firstContactAt: sql`case when ${quoteRequests.stage} = ${stage} then ${quoteRequests.firstContactAt} else coalesce(${quoteRequests.firstContactAt}, now()) end`,
          }),
      ...(note === undefined ? {} : { note }),
      ...(portfolioProjectId === undefined ? {} : { portfolioProjectId }),
    })
    .where(eq(quoteRequests.id, id))
    .returning()
  if (!row) return null
  const [view] = await viewsOf(db, [row])
  return view ?? null
}

/** One quote request, as the portal shows it; null when there is no such request. */
export async function findLead(db: Database, id: string): Promise<Lead | null> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id))
  if (!row) return null
  const [view] = await viewsOf(db, [row])
  return view ?? null
}

/** The requests as the portal shows them: with their files and review state, a query each. */
async function viewsOf(db: Database, rows: QuoteRequestRow[]): Promise<Lead[]> {
  const [files, reviewStates] = await Promise.all([
    attachmentsOf(
      db,
      rows.map((row) => row.id),
    ),
    reviewStatesOf(db, rows),
  ])
  return rows.map((row) =>
    toView(
      row,
      files.get(row.id) ?? [],
      reviewStates.get(row.id) ?? { review: null, reviewMailOptOut: false },
    ),
  )
}

/** The attachments of the given requests, in the visitor's order, by request id. */
async function attachmentsOf(
  db: Database,
  quoteRequestIds: string[],
): Promise<Map<string, QuoteFileRow[]>> {
  const byQuoteRequest = new Map<string, QuoteFileRow[]>()
  if (quoteRequestIds.length === 0) return byQuoteRequest
  const rows = await db
    .select()
    .from(quoteFiles)
    .where(inArray(quoteFiles.inquiryId, quoteRequestIds))
    .orderBy(asc(quoteFiles.position))
  for (const row of rows) {
    const list = byQuoteRequest.get(row.inquiryId) ?? []
    list.push(row)
    byQuoteRequest.set(row.inquiryId, list)
  }
  return byQuoteRequest
}

/**
 * Erases a quote request for good (POPIA: a customer may ask for it); false when there is no such
 * request. A mail job still queued for it finds nothing and sends nothing.
 */
export async function eraseQuoteRequest(
  services: { db: Database; storage: ObjectStore; log: FastifyBaseLogger },
  id: string,
): Promise<boolean> {
  const erased = await services.db
    .delete(quoteRequests)
    .where(eq(quoteRequests.id, id))
    .returning({ id: quoteRequests.id })
  if (erased.length === 0) return false
  // The rows went with the request (cascade); if the store fails here, the files are unclaimed
  // and the daily sweep removes them (quotes/unclaimed-quote-files.ts).
  try {
    const keys = await services.storage.listObjectKeys(quoteFilesPrefix(id))
    await services.storage.removeObjects(keys)
  } catch (error) {
    services.log.error({ err: error, inquiryId: id }, 'erased request: files left for the sweep')
  }
  return true
}

/** The key of an attachment's viewable copy or thumbnail; null when there is none. */
export async function attachmentKey(
  db: Database,
  inquiryId: string,
  attachmentId: string,
  file: 'view' | 'thumbnail',
): Promise<string | null> {
  const [row] = await db
    .select({ viewKey: quoteFiles.viewKey, thumbKey: quoteFiles.thumbKey })
    .from(quoteFiles)
    .where(and(eq(quoteFiles.id, attachmentId), eq(quoteFiles.inquiryId, inquiryId)))
  return (file === 'view' ? row?.viewKey : row?.thumbKey) ?? null
}

function toView(row: QuoteRequestRow, files: QuoteFileRow[], reviewState: ReviewState): Lead {
  return {
    ...reviewState,
    id: row.id,
    reference: row.reference,
    stage: row.stage,
    note: row.note,
    marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
    ...storedQuoteFieldsOf(row),
    createdAt: row.createdAt.toISOString(),
    stageChangedAt: row.stageChangedAt.toISOString(),
    firstContactAt: row.firstContactAt?.toISOString() ?? null,
    portfolioProjectId: row.portfolioProjectId,
    deliveryStatus: row.deliveryStatus,
    deliveryAttempts: row.deliveryAttempts,
    lastDeliveryError: row.lastDeliveryError,
    sentAt: row.sentAt?.toISOString() ?? null,
    attachments: files.map((file) => attachmentView(file)),
  }
}

function attachmentView(file: QuoteFileRow): QuoteFile {
  const url = (name: 'view' | 'thumbnail') =>
    `/api/inquiries/${file.inquiryId}/attachments/${file.id}/${name}`
  return {
    id: file.id,
    kind: file.kind,
    filename: file.filename,
    size: file.size,
    status: file.status,
    failureReason: file.failureReason,
    url: file.viewKey ? url('view') : null,
    thumbnailUrl: file.thumbKey ? url('thumbnail') : null,
    width: file.width,
    height: file.height,
  }
}
