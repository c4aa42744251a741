import type { Browser } from 'playwright-core'
import { expect } from 'vitest'
import { type Stack, serverErrors } from './stack.js'

export interface BrowserStack {
  stack: Stack
  browser: Browser
}

/**
 * Closes the browser, checks the API logged no errors, and stops the stack: each only when it was
 * started, so a failed `beforeAll` still cleans up.
 */
export async function stopBrowserStack({ stack, browser }: Partial<BrowserStack>): Promise<void> {
  await browser?.close()
  if (stack) expect(await serverErrors(stack.apiLogPath), 'errors in the API log').toEqual([])
  await stack?.stop()
}
