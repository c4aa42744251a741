import { AxeBuilder } from '@axe-core/playwright'
import type { AdminPortfolioProject } from '@site/contract/portfolio'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { makeImage } from '../server/test/support/media-files.js'
import { launchBrowser, screenshot, viewports, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { seedMedia } from './seed.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

const title = 'Kitchen rewiring in Randburg'

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}

/** The media ids of the project's rows, top to bottom, as their titles. */
async function rowTitles(page: Page, titles: Map<string, string>): Promise<string[]> {
  const ids = await page
    .locator('[data-item]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-item') ?? ''))
  return ids.map((id) => titles.get(id) ?? id)
}

function centre(box: { x: number; y: number; width: number; height: number }) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return box
}

/** A finger dragging from one point to another (Chromium's touch input, so pointer events of type touch). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page)
  const point = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }]
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(from.x, from.y),
  })
  const steps = 12
  for (let step = 1; step <= steps; step++) {
    const y = from.y + ((to.y - from.y) * step) / steps
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.x, y) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** What a thumb taps in `scope` that is less than 44 × 44 px (checkboxes and radios by their label). */
function smallTargets(scope: Locator): Promise<{ checked: number; small: string[] }> {
  return scope.evaluate((root) => {
    const targets = root.querySelectorAll<HTMLElement>(
      'button, a, select, textarea, input:not([type=checkbox]):not([type=radio]):not([type=file]), label:has(input[type=checkbox], input[type=radio], input[type=file]), [data-drag-handle]',
    )
    const small = Array.from(targets).flatMap((target) => {
      const box = target.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) return []
      return box.width < 44 || box.height < 44
        ? [
            `${target.tagName} “${target.textContent?.trim() || target.getAttribute('aria-label')}” ${Math.round(box.width)}×${Math.round(box.height)}`,
          ]
        : []
    })
    return { checked: targets.length, small }
  })
}

describe.skipIf(skipReason)('the portfolio editor against the real API', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-portfolio-editor' })
    await seedMedia(stack, [
      { title: 'Old board', category: 'Solar & Electrical' },
      { title: 'New board', category: 'Solar & Electrical' },
      { title: 'Walkthrough', category: 'Solar & Electrical', fileType: 'video' },
    ])
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  test('staff build a project on a phone: items chosen and uploaded, a pair, reordered by keyboard, touch and mouse, published; the API lists it', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await logInAsStaff(page, stack)
      // One tap on the section bar.
      await page
        .getByRole('navigation', { name: 'Portal sections' })
        .getByRole('link', { name: 'Portfolio' })
        .tap()
      await page.waitForURL(/\/admin-portal\/portfolio$/)
      const section = page.getByRole('region', { name: 'Portfolio projects' })
      await section.getByText('No portfolio projects yet.').waitFor()
      await section.getByRole('button', { name: 'New project' }).click()
      const editor = section.getByRole('form', { name: 'New portfolio project' })
      await expect
        .poll(() =>
          editor.getByRole('heading', { level: 3 }).evaluate((h) => h === document.activeElement),
        )
        .toBe(true)
      await screenshot(page, 'portfolio-editor-new-390', { fullPage: false })

      await editor.getByLabel(/^Title/).fill(title)
      await editor.getByLabel('Area (suburb or town)').fill('Randburg')
      await editor.getByLabel(/^Completed \(month\)/).fill('2026-03')
      await editor.getByLabel(/^Category/).selectOption('Kitchen Renovation')
      await editor.getByLabel('Electrical Installations & Maintenance').check()

      await editor.getByRole('button', { name: 'Choose from your media' }).click()
      const picker = editor.getByRole('group', { name: 'Choose from your media' })
      for (const name of ['Old board', 'New board', 'Walkthrough']) {
        await picker.getByLabel(new RegExp(name)).check()
      }
      await picker.getByRole('button', { name: 'Add 3 to the project' }).click()
      await editor.getByLabel('Upload photos').setInputFiles({
        name: 'finished-kitchen.jpg',
        mimeType: 'image/jpeg',
        buffer: await makeImage('jpeg', 640, 480),
      })
      await expect.poll(() => page.locator('[data-item]').count(), { timeout: 20_000 }).toBe(4)

      const media = (await (await page.request.get('/api/admin/projects')).json()) as {
        id: string
        title: string
      }[]
      const titles = new Map(media.map((item) => [item.id, item.title]))
      const uploaded = media.find(
        (item) => !['Old board', 'New board', 'Walkthrough'].includes(item.title),
      )
      expect(uploaded).toBeDefined()
      const uploadedTitle = uploaded?.title ?? ''
      await expect
        .poll(() => rowTitles(page, titles))
        .toEqual(['Old board', 'New board', 'Walkthrough', uploadedTitle])

      // Keyboard: the move buttons, with an announcement.
      await editor.getByRole('button', { name: 'Move “Walkthrough” up' }).focus()
      await page.keyboard.press('Enter')
      await editor.getByText('“Walkthrough” moved to position 2 of 4.').waitFor()
      expect(await rowTitles(page, titles)).toEqual([
        'Old board',
        'Walkthrough',
        'New board',
        uploadedTitle,
      ])
      await screenshot(page, 'portfolio-editor-keyboard-focus-390', { fullPage: false })

      // A finger drags the uploaded photo's grip to the top.
      const rows = page.locator('[data-item]')
      await rows.first().evaluate((row) => row.scrollIntoView({ block: 'start' }))
      const grip = (index: number) => rows.nth(index).locator('[data-drag-handle]')
      const top = await boxOf(rows.first())
      await touchDrag(page, centre(await boxOf(grip(3))), { x: 0, y: top.y + 8 })
      await expect
        .poll(() => rowTitles(page, titles))
        .toEqual([uploadedTitle, 'Old board', 'Walkthrough', 'New board'])

      // A mouse drags "Old board" below the last item.
      const from = centre(await boxOf(grip(1)))
      const last = await boxOf(rows.nth(3))
      await page.mouse.move(from.x, from.y)
      await page.mouse.down()
      await page.mouse.move(from.x, last.y + last.height - 4, { steps: 12 })
      await page.mouse.up()
      await expect
        .poll(() => rowTitles(page, titles))
        .toEqual([uploadedTitle, 'Walkthrough', 'New board', 'Old board'])
      await editor.getByText('“Old board” moved to position 4 of 4.').waitFor()

      // Before/after: videos are not offered.
      const before = editor.getByLabel('Before photo')
      expect(await before.locator('option').allTextContents()).not.toContain(
        expect.stringContaining('Walkthrough'),
      )
      await before.selectOption({ label: '4. Old board' })
      await editor.getByLabel('After photo').selectOption({ label: '3. New board' })
      await editor.getByRole('button', { name: 'Add pair' }).click()
      await editor.getByRole('list', { name: 'Before and after pairs' }).waitFor()
      await editor.getByRole('radio', { name: /New board/ }).check()

      await expectNoAxeViolations(page)
      const targets = await smallTargets(editor)
      expect(targets.checked).toBeGreaterThan(20)
      expect(targets.small).toEqual([])
      await editor.getByRole('button', { name: 'Publish' }).click()
      const published = section.getByRole('form', { name: `Edit “${title}”` })
      await published.getByText(`“${title}” is published.`).waitFor()
      const link = published.getByRole('link', { name: /See the public page/ })
      expect(await link.getAttribute('href')).toBe('/projects/kitchen-rewiring-in-randburg')
      await screenshot(page, 'portfolio-editor-published-390', { fullPage: false })
      for (const part of ['The story', 'Before and after']) {
        await published.getByRole('heading', { name: part }).scrollIntoViewIfNeeded()
        await screenshot(page, `portfolio-editor-${part}-390`, { fullPage: false })
      }

      const list = (await (
        await page.request.get('/api/admin/portfolio')
      ).json()) as AdminPortfolioProject[]
      const saved = list.find((project) => project.title === title)
      const id = (name: string) => media.find((item) => item.title === name)?.id
      expect(saved).toMatchObject({
        slug: 'kitchen-rewiring-in-randburg',
        published: true,
        area: 'Randburg',
        completedOn: '2026-03',
        category: 'Kitchen Renovation',
        // The service ticked by its name is stored by its key (decision 053).
        scope: ['electrical'],
        items: [uploaded?.id, id('Walkthrough'), id('New board'), id('Old board')],
        coverId: id('New board'),
        pairs: [{ beforeId: id('Old board'), afterId: id('New board') }],
      })
      const visitors = (await (await page.request.get('/api/portfolio')).json()) as {
        slug: string
      }[]
      expect(visitors.map((project) => project.slug)).toContain('kitchen-rewiring-in-randburg')
      // The confirmation stays in the editor's bar (the toast goes after 10 s).
      expect(await published.getByText(`“${title}” is published.`).isVisible()).toBe(true)
    })

    // The same project at 1440 px: the list shows it published; the editor passes axe.
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await logInAsStaff(page, stack, '/admin-portal/portfolio')
        const card = page.getByRole('article', { name: title })
        await card.getByText('Published').waitFor()
        await card.getByText(/4 items/).waitFor()
        await card.scrollIntoViewIfNeeded()
        await screenshot(page, 'portfolio-list-1440', { fullPage: false })
        await card.getByRole('button', { name: 'Edit' }).click()
        await page.getByRole('form', { name: `Edit “${title}”` }).waitFor()
        await expectNoAxeViolations(page)
        await screenshot(page, 'portfolio-editor-1440', { fullPage: false })
      },
    )
  })
})
