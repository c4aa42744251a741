import { siteSettingsLimits } from '@site/contract/site-settings'
import { ParagraphsField, TextField } from './settings-fields'

/** The reply promise and the privacy notice under the quote form. */
export function QuotePrivacyGroup() {
  return (
    <div className="space-y-8">
      <TextField
        path="replyPromise"
        label="How soon you reply"
        hint="Ends a sentence, like “We reply within 24 hours”: write “within 24 hours”."
      />
      <TextField path="privacy.heading" label="Privacy notice heading" />
      <ParagraphsField
        path="privacy.paragraphs"
        label="Privacy notice"
        max={siteSettingsLimits.paragraphs}
        hint={`What you collect, why, how long you keep it, who sees it, and the visitor's rights. Leave an empty line between paragraphs; at most ${siteSettingsLimits.paragraphs}.`}
      />
    </div>
  )
}
