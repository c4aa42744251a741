import { useId } from 'react'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FieldError } from '../../../components/ui/field-error'
import { labelClass } from '../../../components/ui/field-styles'
import { TextField } from './settings-fields'
import { useSettingsField } from './settings-form-context'

const places = [
  { path: 'reviews.onHome', label: 'the home page (the three newest)' },
  { path: 'reviews.onAbout', label: 'the About page' },
  { path: 'reviews.onProjects', label: 'the job’s project page' },
] as const

/** Reviews: the Google button customers are offered, and where approved reviews show. */
export function ReviewsGroup() {
  const id = useId()
  return (
    <div className="space-y-8">
      <TextField
        path="reviews.googlePlaceId"
        label="Google Place ID"
        optional
        hint="After sending a review, every customer is offered Google’s page to review you there too. Find your Place ID with Google’s “Place ID Finder” (search for your business on its map); it looks like ChIJN1t_tDeuEmsRUsoyG83frY4. Left empty, there is no Google button."
      />
      <fieldset aria-describedby={`${id}-hint`} className="min-w-0">
        <legend className={labelClass}>Show approved reviews on</legend>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          Only reviews you approved, whose customer allowed it. Nothing shows where there are none.
        </p>
        <div className="mt-1.5 grid gap-x-4">
          {places.map((place) => (
            <PlaceTick key={place.path} path={place.path} label={place.label} />
          ))}
        </div>
      </fieldset>
    </div>
  )
}

function PlaceTick({ path, label }: { path: string; label: string }) {
  const id = useId()
  const { value, error, change } = useSettingsField<boolean>(path)
  return (
    <div>
      <CheckboxField
        className="flex min-h-11 cursor-pointer items-center gap-2 text-ink"
        data-field={path}
        checked={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onCheckedChange={change}
        controlClassName="shrink-0"
      >
        {label}
      </CheckboxField>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
