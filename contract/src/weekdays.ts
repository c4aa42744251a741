/** The days business hours are given for, in week order, as schema.org abbreviates them. */
export const weekdays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const

export type Weekday = (typeof weekdays)[number]

/** Each day's full name: what the portal shows and schema.org's `DayOfWeek`. */
export const dayNames: Record<Weekday, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}
