import { siteSettingsLimits } from '@site/contract/site-settings'
import type { SettingsDraft } from '../settings-draft'
import { newRowId } from '../settings-draft'
import { RowList } from './row-list'
import { PhoneField, TextField } from './settings-fields'

type SocialLink = SettingsDraft['social'][number]

/** Who to contact and how: numbers, e-mail, the after-hours line, social links. */
export function ContactGroup() {
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField path="contact.personName" label="Contact person" className="sm:col-span-2" />
        <PhoneField path="contact.phone" label="Phone" />
        <PhoneField path="contact.whatsapp" label="WhatsApp number" />
        <TextField path="contact.email" label="E-mail" type="email" inputMode="email" />
        <PhoneField path="contact.afterHoursPhone" label="After-hours or emergency line" optional />
      </div>
      <RowList<SocialLink>
        path="social"
        legend="Social links"
        rowName="Link"
        hint="Shown in the footer."
        min={0}
        max={siteSettingsLimits.social}
        newRow={() => ({ rowId: newRowId(), label: '', url: 'https://' })}
        rowTitle={(link) => link.label}
      >
        {(row) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField path={`${row}.label`} label="Name" hint="Like Facebook or Instagram." />
            <TextField path={`${row}.url`} label="Web address" inputMode="url" />
          </div>
        )}
      </RowList>
    </div>
  )
}
