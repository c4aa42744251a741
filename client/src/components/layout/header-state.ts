/** Past this scroll offset the header gets a more opaque background. */
export const opaqueAfterPx = 50
/** Scrolling down past this offset hides the header; scrolling up shows it again. */
export const hideAfterPx = 150

export interface HeaderState {
  scrolled: boolean
  hidden: boolean
  lastScrollY: number
}

export function initialHeaderState(scrollY = 0): HeaderState {
  const y = Math.max(0, scrollY)
  return { scrolled: y > opaqueAfterPx, hidden: false, lastScrollY: y }
}

export function nextHeaderState(prev: HeaderState, scrollY: number): HeaderState {
  // iOS rubber-banding reports negative offsets at the top of the page.
  const y = Math.max(0, scrollY)
  let hidden = prev.hidden
  if (y <= hideAfterPx || y < prev.lastScrollY) hidden = false
  else if (y > prev.lastScrollY) hidden = true
  return { scrolled: y > opaqueAfterPx, hidden, lastScrollY: y }
}
