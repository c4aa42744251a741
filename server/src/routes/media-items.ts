import negotiate from '@fastify/accept-negotiator'
import { errorResponses } from '@site/contract/api-error'
import { allCategories, findCategory } from '@site/contract/categories'
import {
  categoryList,
  categorySummaryList,
  mediaItem,
  mediaItemList,
  mediaItemParams,
  mediaItemsQuery,
} from '@site/contract/media-items'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type FastifyPluginAsyncZod, ResponseSerializationError } from 'fastify-type-provider-zod'
import { etagMatches } from '../http/etag.js'
import { sendError } from '../http/send-error.js'
import { summariseCategories } from '../media/catalogue/category-summaries.js'
import { listCategories } from '../media/catalogue/media-item-catalogue.js'
import type {
  CatalogueView,
  PublicCatalogue,
  StoredCoding,
} from '../media/catalogue/public-catalogue.js'
import { pickRandom } from '../shared/pick-random.js'

// Lists may change at any moment (an upload, an edit): browsers keep them but ask every time,
// and an unchanged list costs a 304.
const REVALIDATE = 'no-cache'
// Below this a compressed response saves less than its headers cost (as @fastify/compress).
const compressFrom = 1024

/** The public catalogue: ready items, newest first, and the gallery's categories. */
const mediaItemRoutes: FastifyPluginAsyncZod<{ catalogue: PublicCatalogue }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/api/projects',
    {
      schema: { querystring: mediaItemsQuery, response: { 200: mediaItemList, ...errorResponses } },
    },
    async (request, reply) => {
      const { limit, offset, sample } = request.query
      // A category in any case is that category; any other name is none (issue 32).
      const asked = request.query.category
      const category = asked === undefined ? undefined : findCategory(asked)
      if (asked !== undefined && category === undefined) {
        return sendError(
          reply,
          404,
          `There is no such category. The categories are: ${allCategories.join(', ')}.`,
        )
      }
      const view = await catalogue.view(category)
      if (sample !== undefined) {
        reply.header('Cache-Control', 'no-store')
        return pickRandom(view.items, sample)
      }
      if (limit === undefined && offset === undefined) return sendWholeList(request, reply, view)
      const start = offset ?? 0
      const page = view.items.slice(start, limit === undefined ? undefined : start + limit)
      const etag = `${view.etag.slice(0, -1)}-${start}-${limit ?? ''}"`
      reply.header('Cache-Control', REVALIDATE).header('ETag', etag)
      if (notModified(request, etag)) return sendNotModified(reply)
      return page
    },
  )

  app.get(
    '/api/projects/:id',
    { schema: { params: mediaItemParams, response: { 200: mediaItem, ...errorResponses } } },
    async (request, reply) => {
      const view = await catalogue.view()
      const found = view.items.find((item) => item.id === request.params.id)
      if (!found) return sendError(reply, 404, 'This project does not exist.')
      return found
    },
  )

  app.get(
    '/api/categories/summary',
    {
      schema: { response: { 200: categorySummaryList, ...errorResponses } },
    },
    async (_request, reply) => {
      const view = await catalogue.view()
      reply.header('Cache-Control', REVALIDATE)
      return summariseCategories(view.items)
    },
  )

  app.get(
    '/api/categories',
    { schema: { response: { 200: categoryList, ...errorResponses } } },
    async (request, reply) => sendCategories(request, reply, await catalogue.view()),
  )
}

// Views whose items were checked against the contract: the whole list is sent as JSON made once,
// past the serializer that checks every other response, so it is checked here, once per view.
const checkedViews = new WeakSet<CatalogueView>()

// The categories as JSON, made and checked against the contract once per view: answered as a
// string, past the serializer (which costs a tenth of the request's CPU time, decision 069).
const categoriesOfView = new WeakMap<CatalogueView, string>()

function sendCategories(request: FastifyRequest, reply: FastifyReply, view: CatalogueView) {
  let json = categoriesOfView.get(view)
  if (json === undefined) {
    const checked = categoryList.safeParse(listCategories(view.items))
    if (!checked.success) {
      throw new ResponseSerializationError(request.method, request.url, { cause: checked.error })
    }
    json = JSON.stringify(checked.data)
    categoriesOfView.set(view, json)
  }
  return reply.type('application/json; charset=utf-8').send(json)
}

/** The whole list: JSON made once per catalogue version, compressed once per coding. */
async function sendWholeList(request: FastifyRequest, reply: FastifyReply, view: CatalogueView) {
  if (!checkedViews.has(view)) {
    const checked = mediaItemList.safeParse(view.items)
    if (!checked.success) {
      throw new ResponseSerializationError(request.method, request.url, { cause: checked.error })
    }
    checkedViews.add(view)
  }
  reply
    .header('Cache-Control', REVALIDATE)
    .header('ETag', view.etag)
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8')
  if (notModified(request, view.etag)) return sendNotModified(reply)
  const coding = storedCoding(request.headers['accept-encoding'])
  if (!coding || view.json.length < compressFrom) return reply.send(view.json)
  // Set before sending, so @fastify/compress leaves the bytes as they are.
  return reply.header('Content-Encoding', coding).send(await view.encoded(coding))
}

function sendNotModified(reply: FastifyReply) {
  return reply.code(304).send()
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  return header !== undefined && etagMatches(header, etag)
}

/** The coding the client prefers of those kept, or none (identity) when it takes neither. */
function storedCoding(acceptEncoding: string | undefined): StoredCoding | null {
  if (!acceptEncoding) return null
  const chosen = negotiate(acceptEncoding, ['br', 'gzip', 'identity'])
  return chosen === 'br' || chosen === 'gzip' ? chosen : null
}

export default mediaItemRoutes
