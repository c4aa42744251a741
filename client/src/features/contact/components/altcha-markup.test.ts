import { describe, expect, test } from 'vitest'
import { keepAltchaMarkupValid } from './altcha-markup'

describe('keepAltchaMarkupValid', () => {
  test('removes the empty dir and name the widget writes, also when it writes them again', async () => {
    const widget = document.createElement('altcha-widget')
    widget.innerHTML = '<div class="altcha" dir=""><input type="checkbox" name=""></div>'
    document.body.append(widget)
    const stop = keepAltchaMarkupValid(widget)
    expect(widget.innerHTML).toBe('<div class="altcha"><input type="checkbox"></div>')

    const box = widget.querySelector('.altcha') as HTMLElement
    box.setAttribute('dir', '')
    box.insertAdjacentHTML('beforeend', '<input type="checkbox" name="">')
    await expect
      .poll(() => widget.innerHTML)
      .toBe('<div class="altcha"><input type="checkbox"><input type="checkbox"></div>')
    stop()
    widget.remove()
  })

  test('keeps directions and names that mean something', () => {
    const widget = document.createElement('altcha-widget')
    widget.innerHTML = '<div dir="rtl"><input type="hidden" name="altcha"></div>'
    keepAltchaMarkupValid(widget)()
    expect(widget.innerHTML).toBe('<div dir="rtl"><input type="hidden" name="altcha"></div>')
  })
})
