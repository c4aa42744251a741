import { siteSettingsLimits } from '@site/contract/site-settings'
import { newRowId, type SettingsDraft } from '../settings-draft'
import { DaysField } from './days-field'
import { RowList } from './row-list'
import { LinesField, TextField } from './settings-fields'

type Hours = SettingsDraft['businessHours'][number]

/** Where the company works, the towns it serves and when it is open. */
export function AreaHoursGroup() {
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          path="region.label"
          label="Region"
          hint="A few words, like “Serving Pretoria East”."
        />
        <TextField
          path="region.area"
          label="Area for search engines"
          hint="Used when no towns are listed below, like “Pretoria, South Africa”."
        />
        <TextField
          path="region.detail"
          label="More about the region"
          rows={2}
          className="sm:col-span-2"
        />
      </div>
      <LinesField
        path="areasServed"
        label="Towns and suburbs served"
        optional
        max={siteSettingsLimits.areasServed}
        hint={`One a line, in the order shown; at most ${siteSettingsLimits.areasServed}.`}
      />
      <RowList<Hours>
        path="businessHours"
        legend="Business hours"
        rowName="Hours"
        hint="Optional: with none, no hours are shown. One row for days with the same hours."
        min={0}
        max={7}
        newRow={() => ({ rowId: newRowId(), days: [], opens: '08:00', closes: '17:00' })}
      >
        {(row) => (
          <>
            <DaysField path={`${row}.days`} />
            <div className="grid grid-cols-2 gap-4">
              <TextField path={`${row}.opens`} label="Opens" type="time" />
              <TextField path={`${row}.closes`} label="Closes" type="time" />
            </div>
          </>
        )}
      </RowList>
    </div>
  )
}
