/** Round icon buttons on the viewer's dark surface, without a size. */
export const iconButtonBase =
  'inline-flex shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent motion-reduce:transition-none'

/** 44 px, so fingers hit them on phones. */
export const iconButtonClass = `${iconButtonBase} size-11`
