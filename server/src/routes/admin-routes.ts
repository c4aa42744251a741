import type { FastifyPluginAsync } from 'fastify'
import { ownerOnly, requireAdmin } from '../staff-auth/require-admin.js'
import accountRoutes from './account.js'
import alertRoutes from './alerts.js'
import dashboardRoutes from './dashboard.js'
import leadRoutes from './leads.js'
import mediaItemAdminRoutes from './media-item-admin.js'
import mediaLibraryRoutes from './media-library.js'
import mediaProcessingRoutes from './media-processing.js'
import portfolioAdminRoutes from './portfolio-admin.js'
import resumableUploadRoutes from './resumable-uploads.js'
import reviewRequestRoutes from './review-requests.js'
import securityLogRoutes from './security-log.js'
import securityPolicyRoutes from './security-policy.js'
import siteLogoRoutes from './site-logo.js'
import siteSettingsRoutes from './site-settings.js'
import staffRoutes from './staff.js'
import staffReviewRoutes from './staff-reviews.js'
import systemStatusRoutes from './system-status.js'
import uploadRoutes from './upload.js'
import videoCaptionRoutes from './video-captions.js'

/** Everything the staff member does: one scope, so no route can forget the session check. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireAdmin)
  await app.register(mediaItemAdminRoutes)
  await app.register(mediaLibraryRoutes)
  await app.register(mediaProcessingRoutes)
  await app.register(uploadRoutes)
  await app.register(resumableUploadRoutes)
  await app.register(leadRoutes)
  await app.register(reviewRequestRoutes)
  await app.register(staffReviewRoutes)
  await app.register(videoCaptionRoutes)
  await app.register(dashboardRoutes)
  await app.register(portfolioAdminRoutes)
  await app.register(alertRoutes)
  await app.register(accountRoutes)
  await app.register(ownerRoutes)
}

/**
 * The owner's sections (decision 062): staff, website settings, System, security. Office
 * accounts get 403; the session was already checked by the scope above.
 */
const ownerRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', ownerOnly)
  await app.register(siteSettingsRoutes)
  await app.register(siteLogoRoutes)
  await app.register(systemStatusRoutes)
  await app.register(staffRoutes)
  await app.register(securityLogRoutes)
  await app.register(securityPolicyRoutes)
}

export default adminRoutes
