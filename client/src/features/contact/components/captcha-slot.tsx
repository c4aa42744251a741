import { ShieldCheck } from 'lucide'
import { Icon } from '../../../components/ui/icon'

/**
 * Where the captcha widget mounts after hydration (reCAPTCHA's normal checkbox is 304 × 78 px,
 * so the box keeps that room and the page does not jump when it arrives).
 */
export function CaptchaSlot() {
  return (
    <div
      data-captcha-slot=""
      className="flex min-h-20 w-full max-w-[19rem] items-center gap-3 rounded-lg border-2 border-dashed border-ink-muted/60 bg-surface-muted px-4 py-3 text-sm text-ink-muted"
    >
      <Icon drawing={ShieldCheck} aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
      <span>Verification loads here</span>
    </div>
  )
}
