import { newRowId, type SettingsDraft } from '../settings-draft'
import { RowList } from './row-list'
import { IconField, TextField } from './settings-fields'

type TitledText = SettingsDraft['reasons'][number]

/** A card of the home page or the About page: icon, title, text. */
function TitledTextFields({ path }: { path: string }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <TextField path={`${path}.title`} label="Title" />
        <IconField path={`${path}.icon`} />
      </div>
      <TextField path={`${path}.text`} label="Text" rows={3} />
    </>
  )
}

/** The list of such cards ("Why choose" reasons, core values), each row named by its title. */
export function TitledTextList(props: {
  path: string
  legend: string
  rowName: string
  limits: { min: number; max: number }
  /** A new card's icon until staff choose one. */
  newIcon: TitledText['icon']
}) {
  return (
    <RowList<TitledText>
      path={props.path}
      legend={props.legend}
      rowName={props.rowName}
      min={props.limits.min}
      max={props.limits.max}
      newRow={() => ({ rowId: newRowId(), icon: props.newIcon, title: '', text: '' })}
      rowTitle={(card) => card.title}
    >
      {(row) => <TitledTextFields path={row} />}
    </RowList>
  )
}
