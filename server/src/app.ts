import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import {
  BODY_RATE,
  type BodyRate,
  type ClientTimeouts,
  CONNECTIONS_PER_ADDRESS,
  capConnectionsPerAddress,
  clientTimeoutOptions,
  closeTricklingBodyAt,
  keepConnectionWhileResponding,
} from './http/connection-limits.js'
import { OneLineRequestLog } from './http/one-line-request-log.js'
import { rejectUnreadableQuery } from './http/query-text.js'
import { sendError } from './http/send-error.js'
import { PublicCatalogue } from './media/catalogue/public-catalogue.js'
import { loadSsrBundle } from './pages/ssr-bundle.js'
import adminAccount, { type AdminAccountOptions } from './plugins/admin-account.js'
import analyser from './plugins/analyser.js'
import auth from './plugins/auth.js'
import captcha, { type CaptchaOptions } from './plugins/captcha.js'
import catalogueVersion from './plugins/catalogue-version.js'
import clientFiles from './plugins/client-files.js'
import database from './plugins/database.js'
import errorHandler from './plugins/error-handler.js'
import jobQueue from './plugins/job-queue.js'
import leadDigest from './plugins/lead-digest.js'
import mailer from './plugins/mailer.js'
import mediaCache from './plugins/media-cache.js'
import mediaProcessing, { type MediaProcessingOptions } from './plugins/media-processing.js'
import nightlyBackup from './plugins/nightly-backup.js'
import notFound from './plugins/not-found.js'
import notifications from './plugins/notifications.js'
import ownerAlerts from './plugins/owner-alerts.js'
import periodicWork from './plugins/periodic-work.js'
import publicPages from './plugins/public-pages.js'
import quoteAttachments, { type QuoteAttachmentOptions } from './plugins/quote-attachments.js'
import quoteRequests, { type QuoteRequestOptions } from './plugins/quote-requests.js'
import readiness from './plugins/readiness.js'
import resumableUploads from './plugins/resumable-uploads.js'
import reviews from './plugins/reviews.js'
import routeContract from './plugins/route-contract.js'
import securityHeaders from './plugins/security-headers.js'
import staffMail from './plugins/staff-mail.js'
import storage from './plugins/storage.js'
import systemStatus from './plugins/system-status.js'
import twoStep from './plugins/two-step.js'
import mediaRoutes from './routes/media.js'
import mediaItemRoutes from './routes/media-items.js'
import portfolioRoutes from './routes/portfolio.js'
import privateRoutes from './routes/private-routes.js'
import publicSiteSettingsRoutes from './routes/public-site-settings.js'
import testimonialRoutes from './routes/testimonials.js'

export interface AppOptions {
  /** Serve the built client from this folder (the embedded mode; nginx does it in production). */
  clientDir?: string
  /**
   * The client build's server bundle (`client/dist-ssr`): with it the API renders every page of
   * the site, in both modes (decision 052).
   */
  pagesDir?: string
  /** What to do when no admin password is configured (see plugins/admin-account.ts). */
  admin?: Pick<AdminAccountOptions, 'generateWhenMissing' | 'onGeneratedPassword'>
  /** Where log lines go (standard output by default); tests capture them. */
  logStream?: { write(line: string): void }
  /** Human-readable log lines (the embedded mode, for a person at a terminal). */
  prettyLogs?: boolean
  /** Tests shorten how long a silent or slow client may hold a connection (decision 046). */
  clientLimits?: { timeouts: ClientTimeouts; bodyRate: BodyRate }
  /** Tests shorten mail retries and the captcha's proof of work; production uses the defaults. */
  quoteRequests?: Pick<QuoteRequestOptions, 'retryPolicy' | 'pollingIntervalSeconds' | 'limits'> &
    Pick<CaptchaOptions, 'altchaDifficulty'>
  /** Tests poll quickly, retry at once, shorten the time limit or hide ffmpeg. */
  mediaProcessing?: MediaProcessingOptions
  /** Tests shorten the time a visitor's video may take for its length. */
  quoteAttachments?: Pick<QuoteAttachmentOptions, 'videoTimeCap'>
}

/** Builds the whole API as a Fastify instance without listening. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(options.prettyLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
            },
          }
        : {}),
    },
    // At a terminal (npm start), one line per answered request (decision 049).
    ...(options.prettyLogs ? { logController: new OneLineRequestLog() } : {}),
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: false,
    // `/about/` is `/about`, as nginx's try_files treats it.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 32 * 1024,
    ...clientTimeoutOptions(options.clientLimits?.timeouts),
    // An address the router cannot take (a parameter over its length, a broken escape) is
    // answered in the one error shape, not Fastify's own.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400
      const message = addressProblems[error.code] ?? 'This address could not be read.'
      request.log.info({ code: error.code }, message)
      return sendError(reply, status, message)
    },
  })
  if (config.trustProxy === false) {
    capConnectionsPerAddress(app.server, CONNECTIONS_PER_ADDRESS, app.log)
  }
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(routeContract)
  // JSON responses and pages, compressed as they are sent (brotli at a quality that costs little
  // time per answer); the built assets are compressed once, at build time (client-files.ts).
  // Photos and videos are not: their formats are compressed already.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: the API takes none compressed.
    globalDecompression: false,
  })
  await app.register(errorHandler)
  app.addHook('onRequest', rejectUnreadableQuery)
  app.addHook('onRequest', closeTricklingBodyAt(options.clientLimits?.bodyRate ?? BODY_RATE))
  app.addHook('onRequest', keepConnectionWhileResponding)
  await app.register(securityHeaders, { publicUrl: config.publicUrl })
  await app.register(readiness)
  await app.register(database, { url: config.databaseUrl })
  await app.register(notifications, { databaseUrl: config.databaseUrl })
  await app.register(catalogueVersion)
  await app.register(storage, config.s3)
  await app.register(mediaCache, { maxBytes: config.mediaCacheBytes })
  await app.register(adminAccount, { ...config.admin, ...options.admin })
  await app.register(analyser, config.analyzer)
  await app.register(jobQueue)
  await app.register(auth, {
    publicUrl: config.publicUrl,
    publicUrlConfigured: config.publicUrlConfigured,
    corsOrigins: config.corsOrigins,
    sessionSecret: config.sessionSecret,
  })
  await app.register(mailer, { smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir })
  await app.register(staffMail, { from: config.mail.from, publicUrl: config.publicUrl })
  await app.register(twoStep, { publicUrl: config.publicUrl, sessionSecret: config.sessionSecret })
  await app.register(captcha, {
    settings: config.captcha,
    publicUrl: config.publicUrl,
    altchaDifficulty: options.quoteRequests?.altchaDifficulty,
  })
  const quoteMailAddresses = {
    from: config.mail.from,
    to: config.mail.to ?? quotesInbox(config.publicUrl),
    portal: new URL('/admin-portal', config.publicUrl).href,
  }
  await app.register(quoteRequests, {
    ...options.quoteRequests,
    budgets: config.quoteFileBudgets,
    addresses: quoteMailAddresses,
  })
  await app.register(reviews, { addresses: quoteMailAddresses, publicUrl: config.publicUrl })
  await app.register(leadDigest, { addresses: quoteMailAddresses })
  await app.register(mediaProcessing, options.mediaProcessing ?? {})
  await app.register(resumableUploads)
  await app.register(quoteAttachments, {
    pollingIntervalSeconds: options.mediaProcessing?.pollingIntervalSeconds,
    ...options.quoteAttachments,
  })
  await app.register(nightlyBackup, config.backup)
  await app.register(ownerAlerts, {
    mail: {
      from: config.mail.from,
      to: config.alertEmail ?? quotesInbox(config.publicUrl),
      publicUrl: config.publicUrl,
    },
    folders: [
      { label: 'the data folder', path: config.dataDir },
      { label: 'the backup folder', path: config.backup.dir },
    ],
  })
  await app.register(systemStatus, {
    backup: config.backup,
    dataDir: config.dataDir,
    metricsToken: config.metricsToken,
  })
  await app.register(periodicWork)
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, credentials: true })
  }

  // One in-memory catalogue for the public lists and the gallery pages rendered from them.
  const catalogue = new PublicCatalogue(app.db, app.catalogueVersion)
  await app.register(mediaItemRoutes, { catalogue })
  await app.register(mediaRoutes)
  await app.register(portfolioRoutes)
  await app.register(publicSiteSettingsRoutes)
  await app.register(testimonialRoutes)
  if (options.pagesDir) {
    await app.register(publicPages, {
      bundle: await loadSsrBundle(options.pagesDir),
      catalogue,
      publicUrl: config.publicUrl,
      captchaProvider: config.captcha.provider,
    })
  }
  await app.register(privateRoutes)
  if (options.clientDir) await app.register(clientFiles, { root: options.clientDir })
  await app.register(notFound)
  return app
}

const addressProblems: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long.',
  FST_ERR_BAD_URL:
    'This address is not valid: a % that starts no escape, or one that is not UTF-8.',
}

/** Fastify's types leave out the hop count that its runtime accepts; a function says the same. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

/** Without MAIL_TO (allowed only when mail goes to the outbox folder): an address to show in it. */
function quotesInbox(publicUrl: string): string {
  return `quotes@${new URL(publicUrl).hostname}`
}
