import { Check, Copy } from 'lucide'
import { useState } from 'react'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'

/** The 10 recovery codes, shown once: copy them, then say they are kept. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <div>
      <p className="text-sm text-ink">
        <strong>Keep these recovery codes somewhere safe</strong> (a password manager, or printed).
        Each one signs you in once if your phone is lost. They are not shown again.
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-surface-muted p-3 font-mono text-sm tracking-wide text-brand-950"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={copy} className={buttonClass('outline', 'touch')}>
          {copied ? (
            <Icon drawing={Check} aria-hidden="true" className="size-4" />
          ) : (
            <Icon drawing={Copy} aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('primary', 'touch')}>
          I have saved them
        </button>
      </div>
    </div>
  )
}
