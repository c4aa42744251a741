/** The text size of the numbers: the week's counts are the largest, the details the smallest. */
const sizes = { large: 'text-3xl', medium: 'text-2xl', small: 'text-xl' } as const

/**
 * Figures as a description list, each number drawn above its label while a screen reader reads
 * the label first ("Quote requests: 3").
 */
export function Figures({
  figures,
  size,
  className,
}: {
  figures: Array<[label: string, value: string | number]>
  size: keyof typeof sizes
  /** The grid: how many figures a row, and the space above. */
  className: string
}) {
  return (
    <dl className={className}>
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="order-2 text-sm text-ink-muted">{label}</dt>
          <dd className={`order-1 ${sizes[size]} font-bold tabular-nums text-brand-950`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
