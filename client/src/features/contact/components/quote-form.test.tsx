import type { CaptchaSettings } from '@site/contract/captcha'
import type { QuoteRequest } from '@site/contract/quote-request'
import { defaultSiteSettings as site } from '@site/contract/site-settings-defaults'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeIntersectionObserver } from '../../../test/fake-intersection-observer'
import { queryClientWithSettings, settingsWith } from '../../../test/site-settings'
import { captchaConfigQueryOptions } from '../api/get-captcha-config'
import type { SendOutcome, SendQuoteRequest } from '../api/send-quote-request'
import type { Grecaptcha } from '../load-recaptcha'
import type { FakeAltchaWidget } from './fake-altcha-widget'
import { QuoteForm } from './quote-form'

// The third-party widget only: everything of ours runs as in the browser.
vi.mock('altcha', async () => {
  const { defineFakeAltchaWidget } = await import('./fake-altcha-widget')
  defineFakeAltchaWidget()
  return {}
})

afterEach(() => {
  act(() => toast.dismiss())
  delete window.grecaptcha
})

const altcha: CaptchaSettings = { provider: 'altcha' }
const recaptcha: CaptchaSettings = { provider: 'recaptcha', siteKey: 'site-key-123' }
const { services } = site
const contactBody = `Please call ${site.contact.personName} on 012 345 6789 or e-mail ${site.contact.email} directly.`

/**
 * The form with the server's captcha choice already known (or, with `undefined`, not yet: as in
 * the page as the server sends it). Queries are disabled, so nothing is requested from the API.
 */
function renderForm({
  captcha,
  onSend = async () => ({ ok: true }),
  settings = site,
}: {
  captcha?: CaptchaSettings
  onSend?: SendQuoteRequest
  settings?: typeof site
} = {}) {
  const queryClient = queryClientWithSettings(
    settings,
    new QueryClient({ defaultOptions: { queries: { enabled: false } } }),
  )
  if (captcha) queryClient.setQueryData(captchaConfigQueryOptions().queryKey, captcha)
  render(
    <QueryClientProvider client={queryClient}>
      <QuoteForm onSend={onSend} />
      <Toaster />
    </QueryClientProvider>,
  )
  return screen.getByRole('form', { name: 'Tell us about your project' }) as HTMLFormElement
}

const sendButton = () => screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement

function fillIn() {
  fireEvent.change(field(/^First name/), { target: { value: 'Thandi' } })
  fireEvent.change(field(/^Last name/), { target: { value: 'Mokoena' } })
  fireEvent.change(field(/^Email/), { target: { value: 'thandi@example.org' } })
  fireEvent.change(field(/^Phone/), { target: { value: '082 555 0101' } })
  fireEvent.change(screen.getByLabelText('Service needed'), {
    target: { value: services[1]?.key },
  })
  fireEvent.change(field(/^Message/), { target: { value: 'Solar panels for a 3-bed house.' } })
}

/** The ALTCHA widget once its lazily loaded module has registered it. */
async function altchaWidget(): Promise<FakeAltchaWidget> {
  return waitFor(
    () => {
      const widget = document.querySelector('altcha-widget')
      expect(widget).toBeTruthy()
      return widget as unknown as FakeAltchaWidget
    },
    { timeout: 5000 },
  )
}

async function solvedAltcha(payload = 'altcha-payload') {
  const widget = await altchaWidget()
  act(() => widget.solve(payload))
  await waitFor(() => expect(sendButton().disabled).toBe(false))
  return widget
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('QuoteForm fields', () => {
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

  it('tells the limits of the photos and the video before any is picked', () => {
    renderForm()
    const hint = screen.getByText(/one short video/)
    expect(hint.textContent).toMatch(/Up to 5 photos \(JPG, PNG, WebP, HEIC, 15 MB each\)/)
    expect(hint.textContent).toMatch(
      /one short video \(MP4 or MOV,\s+up to 90 seconds and 100 MB\)/,
    )
  })

  it('asks for a required message', () => {
    renderForm()
    const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement
    expect(message.tagName).toBe('TEXTAREA')
    expect(message.name).toBe('message')
    expect(message.required).toBe(true)
  })

  it('offers the six services of a fresh install in an optional select, each by its key', () => {
    renderForm()
    const select = screen.getByLabelText('Service needed') as HTMLSelectElement
    expect(select.name).toBe('serviceType')
    expect(select.required).toBe(false)
    expect(select.value).toBe('')
    const options = within(select).getAllByRole('option') as HTMLOptionElement[]
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a service (optional)'],
      ...services.map((service) => [service.key, service.name]),
    ])
    expect(options).toHaveLength(7)
  })

  it('offers the services of the site settings, however many there are', () => {
    const [first] = services
    if (!first) throw new Error('the defaults have services')
    renderForm({
      settings: settingsWith({
        services: [
          first,
          { key: 'gates', name: 'Gate <motors>', icon: 'home', items: ['Repairs'] },
        ],
      }),
    })
    const options = within(screen.getByLabelText('Service needed')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a service (optional)',
      first.name,
      'Gate <motors>',
    ])
  })

  it('names only the fields of a quote request, the honeypot last', () => {
    const form = renderForm()
    const names = [...form.elements].flatMap((element) =>
      'name' in element && element.name ? [element.name] : [],
    )
    expect(names).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'serviceType',
      'message',
      'marketingConsent',
      'website',
    ])
  })

  it('offers the offers box unticked, and sends a tick as consent', async () => {
    const onSend = vi.fn<SendQuoteRequest>(async () => ({ ok: true }))
    renderForm({ captcha: altcha, onSend })
    const box = screen.getByRole('checkbox', { name: /Send me occasional offers/ })
    expect((box as HTMLInputElement).checked).toBe(false)
    fillIn()
    fireEvent.click(box)
    await solvedAltcha()
    fireEvent.click(sendButton())
    await waitFor(() => expect(onSend.mock.calls[0]?.[0].marketingConsent).toBe(true))
  })

  it('hides the honeypot from people and assistive technology, but not from robots', () => {
    const form = renderForm()
    const honeypot = form.elements.namedItem('website') as HTMLInputElement
    expect(honeypot.type).toBe('text')
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.getAttribute('autocomplete')).toBe('off')
    expect(honeypot.getAttribute('aria-hidden')).toBe('true')
    expect(honeypot.parentElement?.closest('[aria-hidden="true"]')?.className).toContain(
      '-left-[9999px]',
    )
    // Off-screen, not display:none, and not reachable by its label for screen readers.
    expect(honeypot.hidden).toBe(false)
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull()
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

  it('keeps a marked, labelled place for the captcha until the server says which one', () => {
    const form = renderForm()
    const slot = form.querySelector('[data-captcha-slot]')
    expect(slot?.textContent).toContain('Verification loads here')
    expect(within(form).getByRole('group', { name: /^Verification/ })).toBeTruthy()
  })
})

describe('QuoteForm on a long page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('creates the widget only once the visitor comes near it, keeping its place meanwhile', async () => {
    FakeIntersectionObserver.observers = []
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const form = renderForm({ captcha: altcha })
    await act(async () => {})
    expect(document.querySelector('altcha-widget')).toBeNull()
    expect(form.querySelector('[data-captcha-slot]')?.textContent).toContain(
      'Verification loads here',
    )

    act(() => FakeIntersectionObserver.scroll(false))
    expect(document.querySelector('altcha-widget')).toBeNull()
    act(() => FakeIntersectionObserver.scroll(true))
    await altchaWidget()
  })

  it('creates the widget as soon as the visitor starts on the form, however far it is', async () => {
    FakeIntersectionObserver.observers = []
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    renderForm({ captcha: altcha })
    await act(async () => {})
    expect(document.querySelector('altcha-widget')).toBeNull()
    act(() => field(/^First name/).focus())
    await altchaWidget()
  })
})

describe('QuoteForm with the ALTCHA widget', () => {
  it('mounts the widget with our challenge URL in the labelled group', async () => {
    renderForm({ captcha: altcha })
    const widget = await altchaWidget()
    expect(widget.getAttribute('challenge') ?? (widget as { challenge?: string }).challenge).toBe(
      '/api/captcha/challenge',
    )
    expect(widget.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Verification*')
  })

  it('enables Send Message once the widget is solved', async () => {
    renderForm({ captcha: altcha })
    expect(sendButton().disabled).toBe(true)
    await solvedAltcha()
    expect(
      document.getElementById(sendButton().getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Verified: you can send your message.')
  })

  it('refuses to submit without a token, in ALTCHA words', async () => {
    const onSend = vi.fn<SendQuoteRequest>()
    const form = renderForm({ captcha: altcha, onSend })
    await altchaWidget()
    fireEvent.submit(form)
    expect(await screen.findByText('Verification Required')).toBeTruthy()
    expect(screen.getByText('Please complete the verification.')).toBeTruthy()
    expect(onSend).not.toHaveBeenCalled()
  })

  it('sends the fields, the token and the empty honeypot; disabled while sending', async () => {
    const response = deferred<SendOutcome>()
    const onSend = vi.fn<SendQuoteRequest>(() => response.promise)
    renderForm({ captcha: altcha, onSend })
    fillIn()
    await solvedAltcha('solved-payload')

    fireEvent.click(sendButton())
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
    expect(onSend.mock.calls[0]?.[0]).toEqual<QuoteRequest>({
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'thandi@example.org',
      phone: '082 555 0101',
      serviceType: services[1]?.key ?? '',
      message: 'Solar panels for a 3-bed house.',
      marketingConsent: false,
      recaptchaToken: 'solved-payload',
      website: '',
    })
    await waitFor(() => expect(sendButton().disabled).toBe(true))
    expect(screen.getByText('Sending your message...')).toBeTruthy()

    await act(async () => response.resolve({ ok: true }))
  })

  it('sends the picked photos and video with the request, shows the bytes sent, then clears them', async () => {
    const response = deferred<SendOutcome>()
    let progress: ((sent: number, total: number) => void) | undefined
    const onSend = vi.fn<SendQuoteRequest>((_request, options) => {
      progress = options?.onProgress
      return response.promise
    })
    const form = renderForm({ captcha: altcha, onSend })
    fillIn()
    const files = within(form).getByRole('group', {
      name: 'Photos or a video of the job (optional)',
    })
    const [photoInput, videoInput] = Array.from(
      form.querySelectorAll<HTMLInputElement>('input[type="file"]'),
    )
    const roof = new File([new Uint8Array(2048)], 'roof.jpg', { type: 'image/jpeg' })
    const gate = new File([new Uint8Array(1024)], 'IMG_0001.HEIC', { type: '' })
    const clip = new File([new Uint8Array(4096)], 'leak.mov', { type: 'video/quicktime' })
    fireEvent.change(photoInput as HTMLInputElement, { target: { files: [roof, gate] } })
    fireEvent.change(videoInput as HTMLInputElement, { target: { files: [clip] } })
    const list = await within(files).findByRole('list', { name: 'Files to send' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(within(files).getByRole('button', { name: 'Add a video' })).toHaveProperty(
      'disabled',
      true,
    )

    // Removed again, then sent with the rest.
    fireEvent.click(within(list).getByRole('button', { name: 'Remove IMG_0001.HEIC' }))
    await solvedAltcha()
    fireEvent.click(sendButton())
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
    expect(onSend.mock.calls[0]?.[1]?.files).toEqual({ photos: [roof], video: clip })
    act(() => progress?.(3 * 1024 * 1024, 12 * 1024 * 1024))
    const bar = await screen.findByRole('progressbar', {
      name: /Sending your files: 3\.0 MB of 12\.0 MB/,
    })
    expect(bar.getAttribute('value')).toBe(String(3 * 1024 * 1024))

    await act(async () => response.resolve({ ok: true, reference: 'Q-2026-0042' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Send another request' }))
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull()
  })

  it('names each picked file it leaves out, and why', async () => {
    const form = renderForm({ captcha: altcha })
    const [photoInput] = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="file"]'))
    const photo = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' })
    const big = new File([new Uint8Array(10)], 'huge.jpg', { type: 'image/jpeg' })
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 })
    const page = new File(['<html>'], 'page.html', { type: 'text/html' })
    fireEvent.change(photoInput as HTMLInputElement, {
      target: { files: [1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`)).concat(big, page) },
    })
    const alert = await screen.findByRole('alert')
    expect(Array.from(alert.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'At most 5 photos can be sent with a request.',
      'huge.jpg is too large: a photo can be at most 15 MB.',
      'page.html is not a photo we can take. Allowed: JPG, PNG, WebP, HEIC.',
    ])
    expect(screen.getAllByRole('button', { name: /^Remove p\d\.jpg$/ })).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'Add more photos' })).toHaveProperty('disabled', true)
  })

  it('on success shows a confirmation that stays, with the reference, and takes the focus', async () => {
    renderForm({
      captcha: altcha,
      onSend: async () => ({ ok: true, reference: 'Q-2026-0042' }),
    })
    fillIn()
    const widget = await solvedAltcha()

    fireEvent.click(sendButton())
    const panel = await screen.findByRole('region', { name: 'Message Sent Successfully!' })
    expect(document.activeElement).toBe(
      within(panel).getByRole('heading', { name: 'Message Sent Successfully!' }),
    )
    expect(panel.textContent).toContain('Your reference is Q-2026-0042.')
    expect(panel.textContent).toContain(
      "Thank you for your inquiry. We'll get back to you within 24 hours.",
    )
    const whatsApp = within(panel).getByRole('link', { name: 'Continue on WhatsApp' })
    expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toContain(
      'Q-2026-0042',
    )
    // The confirmation is the success message: no toast repeats it over the WhatsApp button.
    expect(toast.getToasts()).toEqual([])
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull()
    expect(widget.resets).toBeGreaterThanOrEqual(1)

    // Another request starts from an empty form and an unsolved captcha.
    fireEvent.click(within(panel).getByRole('button', { name: 'Send another request' }))
    expect(field(/^First name/).value).toBe('')
    expect(field(/^Message/).value).toBe('')
    expect((screen.getByLabelText('Service needed') as HTMLSelectElement).value).toBe('')
    expect(sendButton().disabled).toBe(true)
  })

  it('confirms without a reference when the server gives none', async () => {
    renderForm({ captcha: altcha, onSend: async () => ({ ok: true }) })
    fillIn()
    await solvedAltcha()
    fireEvent.click(sendButton())
    const panel = await screen.findByRole('region', { name: 'Message Sent Successfully!' })
    expect(panel.textContent).not.toContain('reference')
  })

  it('on failure offers the phone and e-mail, keeps the fields, and clears the token', async () => {
    renderForm({ captcha: altcha, onSend: async () => ({ ok: false, status: 503 }) })
    fillIn()
    const widget = await solvedAltcha()

    fireEvent.click(sendButton())
    expect(await screen.findByText('Failed to Send Message')).toBeTruthy()
    expect(screen.getByText(contactBody)).toBeTruthy()
    expect(field(/^First name/).value).toBe('Thandi')
    expect(widget.resets).toBe(1)
    expect(sendButton().disabled).toBe(true)
  })

  it('puts the server’s explanation of an error (429) before the phone and e-mail', async () => {
    const message = 'Too many quote requests. Please try again in 10 minutes.'
    renderForm({ captcha: altcha, onSend: async () => ({ ok: false, status: 429, message }) })
    fillIn()
    await solvedAltcha()
    fireEvent.click(sendButton())
    expect(await screen.findByText(`${message} ${contactBody}`)).toBeTruthy()
  })

  it('treats a send that throws as a failure', async () => {
    renderForm({
      captcha: altcha,
      onSend: async () => {
        throw new Error('boom')
      },
    })
    fillIn()
    await solvedAltcha()
    fireEvent.click(sendButton())
    expect(await screen.findByText('Failed to Send Message')).toBeTruthy()
    expect(sendButton().disabled).toBe(true)
  })

  it.each([
    ['expires', (widget: FakeAltchaWidget) => widget.expire()],
    ['fails', (widget: FakeAltchaWidget) => widget.fail()],
  ])('clears the token when the challenge %s, with one toast', async (_, happen) => {
    renderForm({ captcha: altcha })
    const widget = await solvedAltcha()
    act(() => happen(widget))
    expect(await screen.findByText('Verification Error')).toBeTruthy()
    expect(
      screen.getAllByText('There was an error with verification. Please try again.'),
    ).toHaveLength(1)
    expect(sendButton().disabled).toBe(true)
  })
})

describe('QuoteForm with reCAPTCHA', () => {
  /** Google's widget stand-in: records how it was rendered and reset. */
  function fakeGrecaptcha() {
    let parameters: Parameters<Grecaptcha['render']>[1] | undefined
    const grecaptcha = {
      render: vi.fn<Grecaptcha['render']>((_container, given) => {
        parameters = given
        return 7
      }),
      reset: vi.fn<Grecaptcha['reset']>(),
    }
    window.grecaptcha = grecaptcha
    return { grecaptcha, parameters: () => parameters }
  }

  it('renders the v2 checkbox explicitly: normal size, light theme, our site key', async () => {
    const { grecaptcha, parameters } = fakeGrecaptcha()
    renderForm({ captcha: recaptcha })
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(1))
    expect(parameters()).toMatchObject({ sitekey: 'site-key-123', size: 'normal', theme: 'light' })
  })

  it('refuses to submit without a token, in the specification’s words', async () => {
    fakeGrecaptcha()
    const form = renderForm({ captcha: recaptcha })
    fireEvent.submit(form)
    expect(await screen.findByText('reCAPTCHA Required')).toBeTruthy()
    expect(screen.getByText('Please complete the reCAPTCHA verification.')).toBeTruthy()
  })

  it('holds the token from the callback and resets the widget after sending', async () => {
    const { grecaptcha, parameters } = fakeGrecaptcha()
    const onSend = vi.fn<SendQuoteRequest>(async () => ({ ok: true }))
    renderForm({ captcha: recaptcha, onSend })
    fillIn()
    await waitFor(() => expect(parameters()).toBeDefined())
    act(() => parameters()?.callback('recaptcha-token'))
    await waitFor(() => expect(sendButton().disabled).toBe(false))

    fireEvent.click(sendButton())
    const panel = await screen.findByRole('region', { name: 'Message Sent Successfully!' })
    expect(onSend.mock.calls[0]?.[0].recaptchaToken).toBe('recaptcha-token')
    expect(grecaptcha.reset).toHaveBeenCalledWith(7)
    fireEvent.click(within(panel).getByRole('button', { name: 'Send another request' }))
    expect(sendButton().disabled).toBe(true)
  })

  it.each(['expired-callback', 'error-callback'] as const)(
    'clears the token on %s with "reCAPTCHA Error"',
    async (callback) => {
      const { parameters } = fakeGrecaptcha()
      renderForm({ captcha: recaptcha })
      await waitFor(() => expect(parameters()).toBeDefined())
      act(() => parameters()?.callback('recaptcha-token'))
      await waitFor(() => expect(sendButton().disabled).toBe(false))

      act(() => parameters()?.[callback]())
      expect(await screen.findByText('reCAPTCHA Error')).toBeTruthy()
      expect(screen.getByText('There was an error with reCAPTCHA. Please try again.')).toBeTruthy()
      expect(sendButton().disabled).toBe(true)
    },
  )
})

describe('QuoteForm privacy notice', () => {
  it('sits under the form', () => {
    const form = renderForm()
    expect(within(form).getByRole('region', { name: site.privacy.heading })).toBeTruthy()
  })
})

describe('the quote form prefilled from a project', () => {
  const prefill = {
    message: 'I saw your project "Kitchen" and would like a quote for something similar.',
    serviceType: services[0]?.key,
  }
  const queryClient = queryClientWithSettings()
  const renderPrefilled = (withPrefill: typeof prefill | undefined) => (
    <QueryClientProvider client={queryClient}>
      <QuoteForm onSend={async () => ({ ok: true })} prefill={withPrefill} />
    </QueryClientProvider>
  )

  it('starts with the project in the message and its service chosen', () => {
    render(renderPrefilled(prefill))
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', prefill.message)
    expect(screen.getByLabelText(/^Service needed/)).toHaveProperty('value', prefill.serviceType)
  })

  it('never writes over what the visitor typed before the project arrived', () => {
    const view = render(renderPrefilled(undefined))
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'My own words' } })
    view.rerender(renderPrefilled(prefill))
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', 'My own words')
  })
})
