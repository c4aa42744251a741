import { siteSettingsLimits } from '@site/contract/site-settings'
import { newRowId, type SettingsDraft } from '../settings-draft'
import { RowList } from './row-list'
import { ParagraphsField, TextField } from './settings-fields'
import { TitledTextFields } from './titled-text-fields'

type CoreValue = SettingsDraft['about']['coreValues'][number]

/** The About page: overview, mission, vision, core values. */
export function AboutGroup() {
  return (
    <div className="space-y-8">
      <ParagraphsField path="about.overview" label="Overview" max={siteSettingsLimits.paragraphs} />
      <TextField path="about.mission" label="Mission" rows={3} />
      <TextField path="about.vision" label="Vision" rows={3} />
      <RowList<CoreValue>
        path="about.coreValues"
        legend="Core values"
        rowName="Value"
        min={siteSettingsLimits.coreValues.min}
        max={siteSettingsLimits.coreValues.max}
        newRow={() => ({ rowId: newRowId(), icon: 'heart-handshake', title: '', text: '' })}
        rowTitle={(value) => value.title}
      >
        {(row) => <TitledTextFields path={row} />}
      </RowList>
    </div>
  )
}
