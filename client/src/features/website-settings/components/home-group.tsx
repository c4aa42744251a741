import { siteSettingsLimits } from '@site/contract/site-settings'
import { newRowId, type SettingsDraft } from '../settings-draft'
import { RowList } from './row-list'
import { TextField } from './settings-fields'
import { TitledTextFields } from './titled-text-fields'

type Reason = SettingsDraft['reasons'][number]

/** The hero's headline and sub-headline, the "Why choose" cards and the pages' introductions. */
export function HomeGroup() {
  return (
    <div className="space-y-8">
      <div className="space-y-5">
        <TextField path="hero.headline" label="Headline" hint="The large text at the top." />
        <TextField path="hero.subheadline" label="Sub-headline" />
      </div>
      <RowList<Reason>
        path="reasons"
        legend="“Why choose” reasons"
        rowName="Reason"
        min={siteSettingsLimits.reasons.min}
        max={siteSettingsLimits.reasons.max}
        newRow={() => ({ rowId: newRowId(), icon: 'thumbs-up', title: '', text: '' })}
        rowTitle={(reason) => reason.title}
      >
        {(row) => <TitledTextFields path={row} />}
      </RowList>
      <div className="space-y-5">
        <TextField
          path="introductions.services"
          label="Services page introduction"
          rows={3}
          hint="The line under “Our Services” at the top of the Services page."
        />
        <TextField
          path="introductions.gallery"
          label="Gallery page introduction"
          rows={3}
          hint="The line under “Project Gallery” at the top of the Gallery page."
        />
        <TextField
          path="introductions.contact"
          label="Contact page introduction"
          rows={3}
          hint="The line under “Get Free Quote” at the top of the Contact page."
        />
      </div>
    </div>
  )
}
