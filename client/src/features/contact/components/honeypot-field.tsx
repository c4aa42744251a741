import { useId } from 'react'

/**
 * A field people never see and form-filling robots fill in; the server drops requests that have
 * it. Off-screen rather than `display: none`, which some robots skip; out of the tab order and
 * hidden from assistive technology, so no visitor meets it.
 */
export function HoneypotField({ name }: { name: string }) {
  const id = useId()
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave empty)</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        defaultValue=""
      />
    </div>
  )
}
