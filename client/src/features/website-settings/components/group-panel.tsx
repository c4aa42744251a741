import type { ComponentType } from 'react'
import type { SettingsGroupId } from '../settings-groups'
import { AboutGroup } from './about-group'
import { AreaHoursGroup } from './area-hours-group'
import { CertificationsGroup } from './certifications-group'
import { CompanyGroup } from './company-group'
import { ContactGroup } from './contact-group'
import { FooterGroup } from './footer-group'
import { HomeGroup } from './home-group'
import { QuotePrivacyGroup } from './quote-privacy-group'
import { ReviewsGroup } from './reviews-group'
import { ServicesGroup } from './services-group'

const groups: Record<SettingsGroupId, ComponentType> = {
  company: CompanyGroup,
  contact: ContactGroup,
  area: AreaHoursGroup,
  services: ServicesGroup,
  home: HomeGroup,
  about: AboutGroup,
  quote: QuotePrivacyGroup,
  footer: FooterGroup,
  certifications: CertificationsGroup,
  reviews: ReviewsGroup,
}

/** The fields of one group. */
export function GroupFields({ group }: { group: SettingsGroupId }) {
  const Fields = groups[group]
  return <Fields />
}
