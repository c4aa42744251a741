import type { ComponentProps } from 'react'

/** One column on phones, up to four on extra-large screens. */
export function MediaGrid({ className = '', ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${className}`}
      {...props}
    />
  )
}
