import type { Page } from 'playwright-core'
import type { Stack } from './stack.js'

/**
 * Signs in to the admin portal as the stack's staff member (with `password` once a test changed
 * it) and waits for the portal; `path` is the section to open (every section's address shows the
 * sign-in form first).
 */
export async function logInAsStaff(
  page: Page,
  stack: Stack,
  path = '/admin-portal',
  password = stack.admin.password,
): Promise<void> {
  await page.goto(path)
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('Username').fill(stack.admin.username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Access Admin Portal' }).click()
  await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
  // The section's own code and data load after the frame: a test that changes the network
  // conditions next would break them off (ERR_NETWORK_CHANGED).
  await page.waitForLoadState('networkidle')
}
