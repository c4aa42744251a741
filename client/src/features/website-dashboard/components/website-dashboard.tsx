import { type LeadStage, leadStages } from '@site/contract/leads'
import type { DashboardWeek } from '@site/contract/website-dashboard'
import { useId } from 'react'
import { QueryStates, refreshOf, SectionShell } from '../../../components/portal/section-shell'
import { leadStageLabels } from '../../../lib/portal/lead-stages'
import { adminMessages } from '../../../lib/portal/messages'
import { useWebsiteDashboard } from '../api/get-website-dashboard'
import { longWeekOf } from '../week-of'
import { DashboardWeeksTable } from './dashboard-weeks-table'
import { Figures } from './figures'
import { ResponsesAndReviews } from './responses-and-reviews'

/**
 * The portal's "How the website is doing": quote requests, WhatsApp taps and call taps per
 * week (Monday to Sunday, South African time), this week and last in front; requests per stage.
 * Taps over the hourly ceiling are not in the counts: they are named apart as unusual.
 */
export function WebsiteDashboard() {
  const dashboard = useWebsiteDashboard()
  return (
    <SectionShell
      title="How the website is doing"
      intro="Quote requests sent through the website, taps on its WhatsApp and Call buttons, how fast requests are answered and what customers say in reviews. Weeks run Monday to Sunday. Only the number of taps is kept: no cookies, nothing about the visitor."
      refresh={refreshOf(dashboard)}
    >
      <QueryStates
        query={dashboard}
        loading="Loading the figures..."
        failed={adminMessages.dashboardFailed}
        className="space-y-6"
      >
        {(figures) => (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <WeekFigures
                title="This week"
                week={figures.weeks[0]}
                unusualOver={figures.unusualTapsOver}
              />
              <WeekFigures
                title="Last week"
                week={figures.weeks[1]}
                unusualOver={figures.unusualTapsOver}
              />
            </div>
            <StageCounts counts={figures.stages} />
            <ResponsesAndReviews weeks={figures.weeks} />
            <div>
              <DashboardWeeksTable weeks={figures.weeks} />
              <UnusualTaps
                count={figures.weeks.reduce((sum, week) => sum + week.unusualTaps, 0)}
                over={figures.unusualTapsOver}
                when="in these weeks"
              />
            </div>
          </>
        )}
      </QueryStates>
    </SectionShell>
  )
}

/** One week's three numbers, large. */
function WeekFigures({
  title,
  week,
  unusualOver,
}: {
  title: string
  week: DashboardWeek | undefined
  unusualOver: number
}) {
  const headingId = useId()
  if (!week) return null
  const figures: [string, number][] = [
    ['Quote requests', week.quoteRequests],
    ['WhatsApp taps', week.whatsappTaps],
    ['Call taps', week.callTaps],
  ]
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-muted p-5"
    >
      <h3 id={headingId} className="font-semibold text-brand-950">
        {title}
      </h3>
      <p className="text-sm text-ink-muted">From Monday {longWeekOf(week.weekStart)}</p>
      <Figures figures={figures} size="large" className="mt-4 grid grid-cols-3 gap-3" />
      <UnusualTaps count={week.unusualTaps} over={unusualOver} when={title.toLowerCase()} />
    </section>
  )
}

/** The taps kept out of the counts, when there are any: many at once looks like a script. */
function UnusualTaps({ count, over, when }: { count: number; over: number; when: string }) {
  if (count === 0) return null
  return (
    <p className="mt-3 text-sm text-amber-900">
      Plus {count} unusual {count === 1 ? 'tap' : 'taps'} {when} (more than {over} in an hour), not
      counted above.
    </p>
  )
}

/** How many stored requests are in each stage, of all time. */
function StageCounts({ counts }: { counts: Record<LeadStage, number> }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line p-5">
      <h3 id={headingId} className="font-semibold text-brand-950">
        Quote requests by stage
      </h3>
      <Figures
        figures={leadStages.map((stage) => [leadStageLabels[stage], counts[stage]])}
        size="medium"
        className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5"
      />
    </section>
  )
}
