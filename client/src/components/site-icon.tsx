import type { SiteIcon } from '@site/contract/site-settings'
import {
  Award,
  BadgeCheck,
  CalendarCheck,
  Clock,
  Compass,
  Droplets,
  Hammer,
  HardHat,
  HeartHandshake,
  House,
  type IconNode,
  Layers,
  Lightbulb,
  MapPin,
  Paintbrush,
  Scale,
  ShieldCheck,
  Sun,
  Target,
  ThumbsUp,
  Users,
  Wrench,
  Zap,
} from 'lucide'
import { Icon, type IconProps } from './ui/icon'

/** The drawing of each icon a service, a reason or a value can name in the site settings. */
export const siteIconComponents: Record<SiteIcon, IconNode> = {
  zap: Zap,
  sun: Sun,
  'hard-hat': HardHat,
  hammer: Hammer,
  droplets: Droplets,
  wrench: Wrench,
  paintbrush: Paintbrush,
  home: House,
  'shield-check': ShieldCheck,
  'badge-check': BadgeCheck,
  'calendar-check': CalendarCheck,
  layers: Layers,
  clock: Clock,
  scale: Scale,
  award: Award,
  lightbulb: Lightbulb,
  'heart-handshake': HeartHandshake,
  target: Target,
  compass: Compass,
  'map-pin': MapPin,
  users: Users,
  'thumbs-up': ThumbsUp,
}

/** A site-settings icon by its name; decorative (the text beside it says what it means). */
export function SiteIconImage({ name, ...props }: { name: SiteIcon } & IconProps) {
  const drawing = siteIconComponents[name]
  return <Icon drawing={drawing} aria-hidden="true" {...props} />
}
