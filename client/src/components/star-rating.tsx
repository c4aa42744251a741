/** A rating drawn as five stars, read out as words ("4 out of 5 stars"). */
export function StarRating({ stars }: { stars: number }) {
  return (
    <p className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 ${star <= stars ? 'fill-amber-700' : 'fill-line'}`}
        >
          <path d="M10 1.5l2.6 5.5 6 .7-4.4 4.2 1.1 6L10 15l-5.3 2.9 1.1-6L1.4 7.7l6-.7z" />
        </svg>
      ))}
      <span className="sr-only">{`${stars} out of 5 stars`}</span>
    </p>
  )
}
