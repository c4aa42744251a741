import { siteSettingsLimits } from '@site/contract/site-settings'
import { newRowId, type SettingsDraft } from '../settings-draft'
import { RowList } from './row-list'
import { TextField } from './settings-fields'

type Certification = SettingsDraft['certifications'][number]

/** Certifications with what each means; the first is the headline one. */
export function CertificationsGroup() {
  return (
    <RowList<Certification>
      path="certifications"
      legend="Certifications"
      rowName="Certification"
      hint="The first is the one the footer, the hero and the “Why choose” band name."
      min={0}
      max={siteSettingsLimits.certifications}
      newRow={() => ({ rowId: newRowId(), name: '', description: '' })}
      rowTitle={(certification) => certification.name}
    >
      {(row) => (
        <>
          <TextField path={`${row}.name`} label="Name" />
          <TextField
            path={`${row}.description`}
            label="What it means"
            rows={3}
            hint="For visitors who do not know it."
          />
        </>
      )}
    </RowList>
  )
}
