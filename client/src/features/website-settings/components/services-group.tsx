import { siteSettingsLimits } from '@site/contract/site-settings'
import { newRowId, type SettingsRow, servicesWithKeys } from '../settings-draft'
import { RowList } from './row-list'
import { IconField, LinesField, TextField } from './settings-fields'
import { useSettingsForm } from './settings-form-context'

const { services, serviceItems } = siteSettingsLimits

/** The services: name, icon and what each includes; each keeps its key when renamed. */
export function ServicesGroup() {
  const { draft } = useSettingsForm()
  const made = servicesWithKeys(draft.services)
  const keys = new Map(draft.services.map((service, index) => [service.rowId, made[index]?.key]))
  return (
    <RowList<SettingsRow>
      path="services"
      legend="Services"
      rowName="Service"
      hint="In this order on the home page, the Services page, the quote form and the footer."
      min={services.min}
      max={services.max}
      newRow={() => ({ rowId: newRowId(), key: '', name: '', icon: 'wrench', items: '' })}
      rowTitle={(service) => service.name}
    >
      {(row, service) => (
        <>
          <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
            <TextField
              path={`${row}.name`}
              label="Name"
              hint={
                service.key
                  ? `Key: ${service.key}. It never changes, so projects and quote requests keep this service when it is renamed.`
                  : `Key: ${keys.get(service.rowId) || '(made from the name)'}. Made from the name when first published, then kept.`
              }
            />
            <IconField path={`${row}.icon`} />
          </div>
          <LinesField
            path={`${row}.items`}
            label="What it includes"
            max={serviceItems.max}
            hint={`One a line, ${serviceItems.min} to ${serviceItems.max}.`}
          />
        </>
      )}
    </RowList>
  )
}
