/** A field's message under its control; the control points at it with `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 text-sm text-red-800">
      {message.charAt(0).toUpperCase() + message.slice(1)}
    </p>
  )
}
