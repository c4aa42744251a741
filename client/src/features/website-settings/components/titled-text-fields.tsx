import { IconField, TextField } from './settings-fields'

/** A card of the home page or the About page: icon, title, text. */
export function TitledTextFields({ path }: { path: string }) {
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
