const shown = 6

/** Which settings a version changed: the first few, the rest behind "more". */
export function ChangedSettings({ labels }: { labels: string[] }) {
  if (labels.length === 0) return <p className="mt-1 text-sm text-ink">No settings changed.</p>
  const rest = labels.slice(shown)
  return (
    <div className="mt-1 text-sm text-ink">
      <p>
        <span className="font-semibold">Changed: </span>
        {labels.slice(0, shown).join(', ')}
        {rest.length > 0 ? ` and ${rest.length} more` : ''}
      </p>
      {rest.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-brand-800 underline">
            All {labels.length} changes
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
