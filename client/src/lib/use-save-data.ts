import { useSyncExternalStore } from 'react'

/** The Network Information API's part we read; not in TypeScript's DOM types (Chromium only). */
interface NetworkInformation extends EventTarget {
  saveData?: boolean
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection
}

function subscribe(onChange: () => void) {
  const info = connection()
  info?.addEventListener('change', onChange)
  return () => info?.removeEventListener('change', onChange)
}

/** True when the browser says the visitor wants to save data (Save-Data); false on the server. */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connection()?.saveData === true,
    () => false,
  )
}
