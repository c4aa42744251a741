import type { Page } from 'playwright-core'
import type { Stack } from './stack.js'

/** Signs in to the admin portal as the stack's staff member and waits for the portal. */
export async function logInAsStaff(page: Page, stack: Stack): Promise<void> {
  await page.goto('/admin-portal')
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('Username').fill(stack.admin.username)
  await form.getByLabel('Password').fill(stack.admin.password)
  await form.getByRole('button', { name: 'Access Admin Portal' }).click()
  await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
}
