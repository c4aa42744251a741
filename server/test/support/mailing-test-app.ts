import { type SmtpCapture, startSmtpCapture } from './smtp-capture.js'
import { buildTestApp, type TestApp, type TestAppOptions } from './test-app.js'

export interface MailingTestApp {
  smtp: SmtpCapture
  testApp: TestApp
  /** Closes the app, then stops its SMTP capture. */
  close: () => Promise<void>
}

/**
 * The real app with an SMTP capture of its own as its mail server; staff mail goes to
 * office@example.com unless `options.env` names another MAIL_TO.
 */
export async function mailingTestApp(options: TestAppOptions = {}): Promise<MailingTestApp> {
  const smtp = await startSmtpCapture()
  const testApp = await buildTestApp({
    ...options,
    env: { SMTP_URL: smtp.url, MAIL_TO: 'office@example.com', ...options.env },
  }).catch(async (error) => {
    await smtp.stop()
    throw error
  })
  return {
    smtp,
    testApp,
    close: async () => {
      await testApp.close()
      await smtp.stop()
    },
  }
}
