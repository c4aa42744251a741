import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { services } from '../../../config/services'
import { QuoteForm } from './quote-form'

function renderForm() {
  render(<QuoteForm />)
  return screen.getByRole('form', { name: 'Tell us about your project' })
}

describe('QuoteForm', () => {
  it.each([
    ['First name', 'firstName', 'text', 'given-name'],
    ['Last name', 'lastName', 'text', 'family-name'],
    ['Email', 'email', 'email', 'email'],
    ['Phone', 'phone', 'tel', 'tel'],
  ])('has a required, labelled %s input', (label, name, type, autoComplete) => {
    renderForm()
    const input = screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement
    expect(input.tagName).toBe('INPUT')
    expect(input.name).toBe(name)
    expect(input.type).toBe(type)
    expect(input.required).toBe(true)
    expect(input.getAttribute('autocomplete')).toBe(autoComplete)
  })

  it('asks for a required message', () => {
    renderForm()
    const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement
    expect(message.tagName).toBe('TEXTAREA')
    expect(message.name).toBe('message')
    expect(message.required).toBe(true)
  })

  it('offers the six services in an optional select', () => {
    renderForm()
    const select = screen.getByLabelText('Service needed') as HTMLSelectElement
    expect(select.name).toBe('serviceType')
    expect(select.required).toBe(false)
    expect(select.value).toBe('')
    const options = within(select).getAllByRole('option') as HTMLOptionElement[]
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a service (optional)'],
      ...services.map((service) => [service.title, service.title]),
    ])
    expect(options).toHaveLength(7)
  })

  it('names only the fields of a quote request', () => {
    const form = renderForm() as HTMLFormElement
    const names = [...form.elements].flatMap((element) =>
      'name' in element && element.name ? [element.name] : [],
    )
    expect(names).toEqual(['firstName', 'lastName', 'email', 'phone', 'serviceType', 'message'])
  })

  it('keeps Send Message disabled while no captcha token is held, and says why', () => {
    const form = renderForm()
    const button = within(form).getByRole('button', { name: 'Send Message' }) as HTMLButtonElement
    expect(button.type).toBe('submit')
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toMatch(/verification/i)
  })

  it('keeps a marked place for the captcha', () => {
    const form = renderForm()
    const slot = form.querySelector('[data-captcha-slot]')
    expect(slot?.textContent).toContain('Verification loads here')
  })
})
