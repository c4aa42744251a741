import type { Page } from 'playwright-core'

/** What the visitor types into the quote form (markup and an ampersand on purpose). */
export const visitor = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.org',
  phone: '082 555 0101',
  service: 'Solar Panel Installations',
  message: 'Quote for a <b>5 kW</b> system & battery, please.',
}

/** Fills the contact page's quote form with `visitor`; returns the form. */
export async function fillQuoteForm(page: Page) {
  const form = page.getByRole('form', { name: 'Tell us about your project' })
  await form.getByLabel('First name').fill(visitor.firstName)
  await form.getByLabel('Last name').fill(visitor.lastName)
  await form.getByLabel('Email').fill(visitor.email)
  await form.getByLabel('Phone').fill(visitor.phone)
  await form.getByLabel('Service needed').selectOption(visitor.service)
  await form.getByLabel('Message').fill(visitor.message)
  return form
}
