import { Star } from 'lucide'
import { FieldError } from '../../../components/ui/field-error'
import { labelClass } from '../../../components/ui/field-styles'
import { Icon } from '../../../components/ui/icon'

const choices = [1, 2, 3, 4, 5] as const

/**
 * 1 to 5 stars as a radio group: arrow keys move between them, each a 48 px target for a thumb;
 * the stars up to the chosen one are filled.
 */
export function StarChoice({
  value,
  onChange,
  error,
}: {
  value: number
  onChange: (stars: number) => void
  error?: string
}) {
  return (
    <fieldset aria-describedby={error ? 'stars-error' : undefined}>
      <legend className={labelClass}>
        Your rating
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="mt-1.5 flex gap-1">
        {choices.map((stars) => (
          <label
            key={stars}
            className="relative flex size-12 cursor-pointer items-center justify-center rounded-lg has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name="stars"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              required
              className="peer sr-only"
            />
            <Icon
              drawing={Star}
              aria-hidden="true"
              className={`size-9 ${stars <= value ? 'fill-accent-400 text-accent-500' : 'text-ink-muted'}`}
            />
            <span className="sr-only">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
        {value ? `${value} of 5 stars` : 'Choose from 1 to 5 stars'}
      </p>
      <FieldError id="stars-error" message={error} />
    </fieldset>
  )
}
