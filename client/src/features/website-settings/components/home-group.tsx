import { siteSettingsLimits } from '@site/contract/site-settings'
import { TextField } from './settings-fields'
import { TitledTextList } from './titled-text-fields'

/** The hero's headline and sub-headline, the "Why choose" cards and the pages' introductions. */
export function HomeGroup() {
  return (
    <div className="space-y-8">
      <div className="space-y-5">
        <TextField path="hero.headline" label="Headline" hint="The large text at the top." />
        <TextField path="hero.subheadline" label="Sub-headline" />
      </div>
      <TitledTextList
        path="reasons"
        legend="“Why choose” reasons"
        rowName="Reason"
        limits={siteSettingsLimits.reasons}
        newIcon="thumbs-up"
      />
      <div className="space-y-5">
        <TextField
          path="introductions.services"
          label="Services page introduction"
          rows={3}
          hint="The line under “Our Services” at the top of the Services page."
        />
        <TextField
          path="introductions.gallery"
          label="Gallery page introduction"
          rows={3}
          hint="The line under “Project Gallery” at the top of the Gallery page."
        />
        <TextField
          path="introductions.contact"
          label="Contact page introduction"
          rows={3}
          hint="The line under “Get Free Quote” at the top of the Contact page."
        />
      </div>
    </div>
  )
}
