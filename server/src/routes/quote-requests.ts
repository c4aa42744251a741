import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import { errorResponses } from '@site/contract/api-error'
import { quoteAttachmentRules, tooManyFilesMessage } from '@site/contract/quote-attachment-rules'
import { quoteRequestReceived } from '@site/contract/quote-request'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { multipartError } from '../media/upload/multipart-error.js'
import { UploadError } from '../media/upload/upload-error.js'
import { quoteRequestServicesOf } from '../plugins/quote-requests.js'
import { receiveAttachments } from '../quotes/quote-attachment-receiver.js'
import { QuoteFileBudgetError, quoteFileAllowance } from '../quotes/quote-file-budgets.js'
import { QUOTE_FORM_FIELD_CAP, readQuoteFields } from '../quotes/quote-form-parts.js'
import { admitQuoteRequest, storeQuoteRequest } from '../quotes/quote-requests.js'
import { ObjectStoreError } from '../storage/object-store-error.js'
import { removeLeftovers } from '../storage/remove-leftovers.js'
import { replyOverBudget } from './quote-file-budget-reply.js'
import { replyUnavailable, replyWithQuoteOutcome } from './quote-request-replies.js'

const MAX_FILES = quoteAttachmentRules.photo.maxFiles + quoteAttachmentRules.video.maxFiles

/**
 * The quote form with photos and a video (multipart/form-data: every field first, then `photos`
 * and `video`). The request is checked, captcha included, before any file is read; the files are
 * checked while they stream in (a video's length too, before it is stored), within what the
 * sender and the site may still send today; then the request, its files' rows and its jobs are
 * stored in one transaction. All or nothing: whatever fails, the files already stored are removed.
 */
const quoteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    // busboy would drop folders from a file name silently; the receiver refuses them instead.
    preservePath: true,
    limits: {
      // One byte over the largest file, so the receiver sees the limit crossed and says so.
      fileSize: quoteAttachmentRules.video.maxBytes + 1,
      // One more than allowed, so the receiver names the file that is one too many.
      files: MAX_FILES + 1,
      // Every declared field and a few spare (the form reader's, from the contract's declaration).
      fields: QUOTE_FORM_FIELD_CAP,
      // The captcha's token is the largest field (the message is at most a few thousand bytes).
      fieldSize: 32 * 1024,
      fieldNameSize: 100,
      // The files and fields above, and one more.
      parts: MAX_FILES + 1 + QUOTE_FORM_FIELD_CAP + 1,
      headerPairs: 20,
    },
  })

  // A response given before the whole body arrived ends the connection, so the visitor's phone
  // stops sending files the server will not keep.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('Connection', 'close')
  })

  const schema = {
    consumes: ['multipart/form-data'],
    response: { 200: quoteRequestReceived, ...errorResponses },
  }
  app.post('/api/quote-requests', { schema }, async (request, reply) => {
    const services = quoteRequestServicesOf(app)
    const written: string[] = []
    try {
      const form = await readQuoteFields(request.parts())
      const { recaptchaToken, website, ...fields } = form.request
      const admitted = await admitQuoteRequest(services, {
        ...fields,
        captchaToken: recaptchaToken ?? '',
        honeypot: website ?? '',
        remoteIp: request.ip,
      })
      if (admitted.outcome !== 'admitted') return replyWithQuoteOutcome(request, reply, admitted)

      const inquiryId = randomUUID()
      const attachments = form.firstFile
        ? await receiveAttachments(form.firstFile, form.rest, {
            inquiryId,
            storage: app.storage,
            written,
            tools: app.mediaProcessing.tools,
            allowance: await quoteFileAllowance(services.db, services.budgets, request.ip),
          })
        : []
      const stored = await storeQuoteRequest(services, admitted.request, {
        inquiryId,
        attachments,
        jobOptions: app.mediaProcessing.jobOptions,
      })
      request.log.info({ files: attachments.length }, 'quote request files received')
      return replyWithQuoteOutcome(request, reply, {
        outcome: 'stored',
        ...stored,
        replyPromise: admitted.replyPromise,
      })
    } catch (error) {
      // Left by a failed store call, they are unclaimed: the daily sweep removes them.
      await removeLeftovers(app.storage, written, request.log, 'a refused quote request')
      if (error instanceof QuoteFileBudgetError) {
        return replyOverBudget(request, reply, error, services)
      }
      const unavailable = replyUnavailable(request, reply, error)
      if (unavailable) return unavailable
      if (error instanceof ObjectStoreError) {
        throw new UploadError(
          503,
          'Your photos could not be saved right now, so the request was not sent. Please try again shortly.',
        )
      }
      throw (
        multipartError(error, {
          incomplete: 'The request is incomplete or malformed. Please try again.',
          tooManyFiles: tooManyFilesMessage(),
          notMultipart: 'A quote request with files must be sent as multipart/form-data.',
        }) ?? error
      )
    }
  })
}

export default quoteRequestRoutes
