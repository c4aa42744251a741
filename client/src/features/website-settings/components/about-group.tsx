import { siteSettingsLimits } from '@site/contract/site-settings'
import { ParagraphsField, TextField } from './settings-fields'
import { TitledTextList } from './titled-text-fields'

/** The About page: overview, mission, vision, core values. */
export function AboutGroup() {
  return (
    <div className="space-y-8">
      <ParagraphsField path="about.overview" label="Overview" max={siteSettingsLimits.paragraphs} />
      <TextField path="about.mission" label="Mission" rows={3} />
      <TextField path="about.vision" label="Vision" rows={3} />
      <TitledTextList
        path="about.coreValues"
        legend="Core values"
        rowName="Value"
        limits={siteSettingsLimits.coreValues}
        newIcon="heart-handshake"
      />
    </div>
  )
}
