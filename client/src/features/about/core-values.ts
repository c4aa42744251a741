import type { LucideIcon } from 'lucide-react'
import { Award, Clock, HeartHandshake, Lightbulb, Scale } from 'lucide-react'

export interface CoreValue {
  title: string
  icon: LucideIcon
  text: string
}

/** The five core values on the About page, in the specification's order. */
export const coreValues: readonly CoreValue[] = [
  {
    title: 'Integrity',
    icon: Scale,
    text: 'Honest advice and a clear, itemised quote before we start. If something does not need replacing, we tell you.',
  },
  {
    title: 'Reliability',
    icon: Clock,
    text: 'We arrive when we said we would, keep you posted while we work and finish what we start.',
  },
  {
    title: 'Excellence',
    icon: Award,
    text: 'Wiring to SANS 10142\u20111, proper materials and workmanship we are happy to sign our name to.',
  },
  {
    title: 'Innovation',
    icon: Lightbulb,
    text: 'Solar, inverters and battery backup sized for your home or business, so load-shedding stops running your day.',
  },
  {
    title: 'Customer Focus',
    icon: HeartHandshake,
    text: 'We listen first, work around your household or business hours and leave the site tidy every evening.',
  },
]
