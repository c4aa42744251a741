import { ColoursField } from './colours-field'
import { LogoField } from './logo-field'
import { TextField } from './settings-fields'

/** Names, logo, colours, slogan, description, year founded, registration number. */
export function CompanyGroup() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        path="name"
        label="Trading name"
        hint="In the header, the page titles and the texts."
        className="sm:col-span-2"
      />
      <LogoField />
      <ColoursField />
      <TextField
        path="legalName"
        label="Registered legal name"
        hint="In the privacy notice and the footer."
      />
      <TextField
        path="shortName"
        label="Short name"
        hint="For tight spaces: the header on phones."
      />
      <TextField path="foundedYear" label="Year founded" inputMode="numeric" />
      <TextField path="registrationNumber" label="Registration number" optional />
      <TextField path="slogan" label="Slogan" className="sm:col-span-2" />
      <TextField
        path="description"
        label="Description"
        rows={3}
        hint="One or two sentences: the footer, and what search engines show under a page's title."
        className="sm:col-span-2"
      />
    </div>
  )
}
