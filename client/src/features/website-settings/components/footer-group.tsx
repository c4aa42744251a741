import { LinesField, TextField } from './settings-fields'

/** The footer's list of services and its copyright line. */
export function FooterGroup() {
  return (
    <div className="space-y-8">
      <LinesField
        path="footer.serviceList"
        label="Services listed in the footer"
        optional
        max={12}
        hint="One a line, at most 12. Left empty, the footer lists the services' names."
      />
      <TextField path="footer.copyright" label="Copyright line" />
    </div>
  )
}
