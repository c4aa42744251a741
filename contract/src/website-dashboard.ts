import * as z from 'zod/mini'
import { leadStages } from './leads.js'

/** How many weeks the dashboard shows, this one included. */
export const dashboardWeeks = 12

/** One week, Monday to Sunday in South African time. */
export const dashboardWeek = z.object({
  /** The week's Monday, `YYYY-MM-DD`. */
  weekStart: z.string(),
  quoteRequests: z.number(),
  whatsappTaps: z.number(),
  callTaps: z.number(),
  /** Taps of either channel that came over `unusualTapsOver` in an hour: in neither count. */
  unusualTaps: z.number(),
  /**
   * The median time from receiving a request to staff's first answer (a stage change or a reply
   * tap), in whole minutes, of the requests received this week that were answered; null if none.
   */
  medianFirstContactMinutes: z.nullable(z.number()),
  /** Review requests sent (WhatsApp or e-mail) this week. */
  reviewRequestsSent: z.number(),
  /** Reviews customers sent this week. */
  reviewsReceived: z.number(),
  /** Their average stars, to one decimal (4.5); null when none came in. */
  averageStars: z.nullable(z.number()),
})

export type DashboardWeek = z.infer<typeof dashboardWeek>

/** `GET /api/dashboard` (staff): is the website working for the business? */
export const websiteDashboard = z.object({
  /** The last `dashboardWeeks` weeks, newest (this week) first; weeks with nothing are zeros. */
  weeks: z.array(dashboardWeek),
  /** How many stored quote requests are in each stage. */
  stages: z.record(z.enum(leadStages), z.number()),
  /** The hourly ceiling of counted taps, over which the rest are unusual. */
  unusualTapsOver: z.number(),
})

export type WebsiteDashboard = z.infer<typeof websiteDashboard>
