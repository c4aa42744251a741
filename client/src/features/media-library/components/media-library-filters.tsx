import { allCategories } from '@site/contract/categories'
import { Search } from 'lucide'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { controlClass } from '../../../components/ui/field-styles'
import { FormField } from '../../../components/ui/form-field'
import { Icon } from '../../../components/ui/icon'
import { SelectField } from '../../../components/ui/input-field'
import type { MediaLibrarySearch } from '../media-library-search'

interface MediaLibraryFiltersProps {
  search: MediaLibrarySearch
  /** Any change of filter goes back to the first page. */
  onSearchChange: (next: MediaLibrarySearch) => void
}

const tickClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg text-sm font-semibold text-brand-950'

/** Category, type, "needs a title", "uploaded this week", and a title search. */
export function MediaLibraryFilters({ search, onSearchChange }: MediaLibraryFiltersProps) {
  const [typed, setTyped] = useState(search.q ?? '')
  const change = (next: Partial<MediaLibrarySearch>) =>
    onSearchChange({ ...search, ...next, page: undefined })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    change({ q: typed.trim() || undefined })
  }

  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-3 lg:grid-cols-4">
      <search className="col-span-2">
        <form onSubmit={submit}>
          <FormField label="Search titles">
            {(id) => (
              <div className="flex gap-2">
                <input
                  id={id}
                  type="search"
                  value={typed}
                  maxLength={100}
                  onChange={(event) => setTyped(event.target.value)}
                  className={controlClass}
                />
                <button type="submit" className={buttonClass('primary', 'touch')}>
                  <Icon drawing={Search} aria-hidden="true" className="size-4" />
                  Search
                </button>
              </div>
            )}
          </FormField>
        </form>
      </search>
      <SelectField
        label="Category"
        value={search.category ?? ''}
        onValueChange={(category) => change({ category: category || undefined })}
        controlClassName="min-h-11"
        options={[
          { value: '', label: 'All categories' },
          ...allCategories.map((category) => ({ value: category, label: category })),
        ]}
      />
      <SelectField
        label="Type"
        value={search.type ?? ''}
        onValueChange={(type) =>
          change({ type: type === 'image' || type === 'video' ? type : undefined })
        }
        controlClassName="min-h-11"
        options={[
          { value: '', label: 'All types' },
          { value: 'image', label: 'Photos' },
          { value: 'video', label: 'Videos' },
        ]}
      />
      <CheckboxField
        className={tickClass}
        checked={search.needsTitle === true}
        onCheckedChange={(checked) => change({ needsTitle: checked || undefined })}
      >
        Needs a title
      </CheckboxField>
      <CheckboxField
        className={tickClass}
        checked={search.since === 'week'}
        onCheckedChange={(checked) => change({ since: checked ? 'week' : undefined })}
      >
        Uploaded this week
      </CheckboxField>
    </div>
  )
}
