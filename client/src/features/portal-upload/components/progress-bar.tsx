/** An upload's share sent, as a bar named by `label` and read out as `valueText`. */
export function ProgressBar({
  label,
  percent,
  valueText,
  className,
}: {
  label: string
  percent: number
  valueText: string
  /** Its margin and height. */
  className: string
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`${className} overflow-hidden rounded-full bg-brand-100`}
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
