import { siteSettingsLimits } from '@site/contract/site-settings'
import { newRowId, type SettingsDraft } from '../settings-draft'
import { RowList } from './row-list'
import { TextField } from './settings-fields'
import { TitledTextFields } from './titled-text-fields'

type Reason = SettingsDraft['reasons'][number]

/** The hero's headline and sub-headline, and the "Why choose" cards. */
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
    </div>
  )
}
