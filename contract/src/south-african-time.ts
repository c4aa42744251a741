// The company works in South Africa: the portal and every staff mail write a moment the same way,
// in South African time, whatever the device's or the server's time zone.
const format = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Johannesburg',
})

/** "12 Mar 2025, 14:05" (South African time); a string that is not a date is given back as is. */
export function formatSouthAfricanTime(moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment
  return Number.isNaN(date.getTime()) ? String(moment) : format.format(date)
}
