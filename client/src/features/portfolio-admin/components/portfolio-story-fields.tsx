import { imageCategories } from '@site/contract/categories'
import { portfolioLimits } from '@site/contract/portfolio'
import {
  type PortfolioTextFieldName,
  portfolioTextFields,
  staffPortfolioTextFields,
} from '@site/contract/portfolio-project-fields'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FieldError } from '../../../components/ui/field-error'
import { labelClass } from '../../../components/ui/field-styles'
import { InputField, SelectField, TextareaField } from '../../../components/ui/input-field'
import { useSiteSettings } from '../../../lib/site-settings'
import {
  type DraftField,
  type FieldErrors,
  type PortfolioDraft,
  scopeChoices,
  scopeWith,
} from '../portfolio-draft'

interface PortfolioStoryFieldsProps {
  draft: PortfolioDraft
  errors: FieldErrors
  /** The slug the server holds, once saved. */
  savedSlug?: string
  onChange: <F extends DraftField>(field: F, value: PortfolioDraft[F]) => void
}

/**
 * Title, slug, summary, description, area, completion month, category, the text fields for staff
 * only (portfolio-project-fields.ts), and scope.
 */
export function PortfolioStoryFields({
  draft,
  errors,
  savedSlug,
  onChange,
}: PortfolioStoryFieldsProps) {
  const { services } = useSiteSettings()
  const text = (
    field: 'title' | PortfolioTextFieldName,
    label: string,
    max: number,
    required = false,
  ) => (
    <InputField
      key={field}
      label={label}
      required={required}
      error={errors[field]}
      data-field={field}
      value={draft[field]}
      maxLength={max}
      onValueChange={(value) => onChange(field, value)}
      controlClassName="min-h-11"
    />
  )

  return (
    <div className="space-y-5">
      {text('title', 'Title', portfolioLimits.title, true)}
      <InputField
        label="Web address (slug)"
        error={errors.slug}
        hint={`${
          savedSlug
            ? `The page is /projects/${savedSlug}.`
            : 'Leave empty to make one from the title.'
        } Letters a to z, digits and dashes.`}
        data-field="slug"
        value={draft.slug}
        maxLength={portfolioLimits.slug}
        autoCapitalize="none"
        spellCheck={false}
        placeholder="made from the title"
        onValueChange={(value) => onChange('slug', value)}
        controlClassName="min-h-11"
      />
      {(['summary', 'description'] as const).map((field) => (
        <TextareaField
          key={field}
          label={portfolioTextFields[field].label}
          error={errors[field]}
          data-field={field}
          rows={portfolioTextFields[field].rows}
          value={draft[field]}
          maxLength={portfolioLimits[field]}
          onValueChange={(value) => onChange(field, value)}
        />
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('area', portfolioTextFields.area.label, portfolioLimits.area)}
        {/* Browsers without a month picker show a text box: the pattern and hint say how. */}
        <InputField
          label="Completed (month)"
          required
          error={errors.completedOn}
          hint="Written YYYY-MM, like 2026-03."
          data-field="completedOn"
          type="month"
          value={draft.completedOn}
          pattern="[0-9]{4}-[0-9]{2}"
          placeholder="YYYY-MM"
          onValueChange={(value) => onChange('completedOn', value)}
          controlClassName="min-h-11"
        />
      </div>
      <SelectField
        label="Category"
        required
        error={errors.category}
        data-field="category"
        value={draft.category}
        onValueChange={(value) => onChange('category', value)}
        controlClassName="min-h-11"
        options={[
          { value: '', label: 'Choose a category' },
          ...imageCategories.map((category) => ({ value: category, label: category })),
        ]}
      />
      {staffPortfolioTextFields.map(({ name, label, maxLength }) => text(name, label, maxLength))}
      <fieldset
        data-field="scope"
        aria-describedby={errors.scope ? 'portfolio-scope-error' : undefined}
      >
        <legend className={labelClass}>What was done</legend>
        <div className="mt-1.5 grid gap-1 sm:grid-cols-2">
          {scopeChoices(draft.scope, services).map((choice) => (
            <CheckboxField
              key={choice.key}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-ink"
              checked={draft.scope.includes(choice.key)}
              onCheckedChange={(checked) =>
                onChange('scope', scopeWith(draft.scope, choice.key, checked, services))
              }
              controlClassName="shrink-0"
            >
              <span>
                {choice.name}
                {choice.former ? (
                  <span className="block text-sm text-ink-muted">
                    Not one of the current services: kept until you untick it
                  </span>
                ) : null}
              </span>
            </CheckboxField>
          ))}
        </div>
        <FieldError id="portfolio-scope-error" message={errors.scope} />
      </fieldset>
    </div>
  )
}
