import type { AlertKind } from '@site/contract/alerts'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import type Mail from 'nodemailer/lib/mailer'
import { portalPathOf } from './open-alerts.js'

export interface AlertMailSettings {
  from: string
  /** ALERT_EMAIL, or MAIL_TO without it. */
  to: string
  /** The site's address (PUBLIC_URL), for the link into the portal. */
  publicUrl: string
}

interface AlertFacts {
  kind: AlertKind
  title: string
  detail: string
  since: Date
}

const SIGN_OFF =
  'You get this e-mail at most once in 6 hours for each kind of trouble while it lasts, and one more when it is over.'

export function alertMail(
  settings: AlertMailSettings,
  alert: AlertFacts,
  reminder: boolean,
): Mail.Options {
  return {
    from: settings.from,
    to: settings.to,
    subject: `Website alert${reminder ? ' (still)' : ''}: ${alert.title}`,
    text: [
      alert.title,
      '',
      alert.detail,
      '',
      `Since ${formatSouthAfricanTime(alert.since)}.`,
      `In the portal: ${portalLink(settings, alert.kind)}`,
      '',
      SIGN_OFF,
    ].join('\n'),
  }
}

export function allClearMail(
  settings: AlertMailSettings,
  alert: AlertFacts & { endedAt: Date },
): Mail.Options {
  return {
    from: settings.from,
    to: settings.to,
    subject: `Website all clear: "${alert.title}" is over`,
    text: [
      `All clear: "${alert.title}" is over.`,
      '',
      `It lasted from ${formatSouthAfricanTime(alert.since)} to ${formatSouthAfricanTime(alert.endedAt)}.`,
      `In the portal: ${portalLink(settings, alert.kind)}`,
    ].join('\n'),
  }
}

function portalLink(settings: AlertMailSettings, kind: AlertKind): string {
  return new URL(portalPathOf[kind], settings.publicUrl).href
}
