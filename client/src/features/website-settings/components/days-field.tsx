import { dayNames, type Weekday, weekdays } from '@site/contract/weekdays'
import { useId } from 'react'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FieldError } from '../../../components/ui/field-error'
import { labelClass } from '../../../components/ui/field-styles'
import { useSettingsField } from './settings-form-context'

/** The days a row of business hours is for, as checkboxes, kept in week order. */
export function DaysField({ path }: { path: string }) {
  const id = useId()
  const { value, error, change } = useSettingsField<Weekday[]>(path)
  return (
    <fieldset
      data-field={path}
      aria-describedby={error ? `${id}-error` : undefined}
      className="min-w-0"
    >
      <legend className={labelClass}>Days</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-4">
        {weekdays.map((day) => (
          <CheckboxField
            key={day}
            className="flex min-h-11 cursor-pointer items-center gap-2 text-ink"
            checked={value.includes(day)}
            aria-invalid={error ? true : undefined}
            onCheckedChange={(checked) =>
              change(weekdays.filter((one) => (one === day ? checked : value.includes(one))))
            }
            controlClassName="shrink-0"
          >
            {dayNames[day]}
          </CheckboxField>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
