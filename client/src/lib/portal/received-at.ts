// The company works in South Africa: dates read the same whatever the staff member's device says.
const format = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Johannesburg',
})

/** "12 Mar 2025, 14:05" (South African time); the text as given when it is not a date. */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format.format(date)
}
