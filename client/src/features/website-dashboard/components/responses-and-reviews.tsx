import type { DashboardWeek } from '@site/contract/website-dashboard'
import { useId } from 'react'
import { Figures } from './figures'
import { type WeekColumn, WeeksTable } from './weeks-table'

/**
 * "45 min", "2 h 15 min", "25 h"; from 48 hours on in days and hours ("3 days 4 h"), as people
 * say it. The typical time to a first answer; null when none was answered.
 */
export function responseTimeInWords(minutes: number | null): string {
  if (minutes === null) return 'None yet'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  if (hours >= 48) {
    const days = Math.floor(hours / 24)
    return hours % 24 === 0 ? `${days} days` : `${days} days ${hours % 24} h`
  }
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** "4.5 of 5" (a point, as review sites write stars); null when no review came in. */
export function starsInWords(stars: number | null): string {
  return stars === null ? 'None yet' : `${stars} of 5`
}

/** The table's figures, a column each; a dash where a week has none. */
const columns: readonly WeekColumn[] = [
  {
    header: 'First answer',
    cell: (week) =>
      week.medianFirstContactMinutes === null
        ? '–'
        : responseTimeInWords(week.medianFirstContactMinutes),
  },
  { header: 'Asked', cell: (week) => week.reviewRequestsSent },
  { header: 'Reviews', cell: (week) => week.reviewsReceived },
  {
    header: 'Stars',
    cell: (week) => (week.averageStars === null ? '–' : String(week.averageStars)),
  },
]

/**
 * How fast staff answer new requests and what customers say after the job (issue 36): this week
 * and last in front, the last weeks in a table under them.
 */
export function ResponsesAndReviews({ weeks }: { weeks: readonly DashboardWeek[] }) {
  const headingId = useId()
  const [thisWeek, lastWeek] = weeks
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line p-5">
      <h3 id={headingId} className="font-semibold text-brand-950">
        Answering requests and reviews
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        Time to first answer: from a request coming in to its first stage change or a tap on
        WhatsApp, Call or E-mail. Half of that week's requests were answered faster.
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <WeekResponses title="This week" week={thisWeek} />
        <WeekResponses title="Last week" week={lastWeek} />
      </div>
      <WeeksTable
        weeks={weeks}
        caption={`Answers and reviews, the last ${weeks.length} weeks`}
        weekHeader="Week"
        columns={columns}
        dense
        className="mt-4"
      />
    </section>
  )
}

function WeekResponses({ title, week }: { title: string; week: DashboardWeek | undefined }) {
  if (!week) return null
  const figures: [string, string][] = [
    ['Time to first answer', responseTimeInWords(week.medianFirstContactMinutes)],
    ['Review requests sent', String(week.reviewRequestsSent)],
    ['Reviews received', String(week.reviewsReceived)],
    ['Average stars', starsInWords(week.averageStars)],
  ]
  return (
    <div className="rounded-2xl bg-surface-muted p-4">
      <h4 className="font-semibold text-brand-950">{title}</h4>
      <Figures figures={figures} size="small" className="mt-3 grid grid-cols-2 gap-3" />
    </div>
  )
}
