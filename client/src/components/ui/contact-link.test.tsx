import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { MouseEvent } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { telHref } from '../../lib/contact-hrefs'
import { whatsAppLink } from '../../lib/whatsapp'
import { responseServerForFile } from '../../test/response-server'
import { ContactLink } from './contact-link'

const tapped = { status: 204, type: 'text/plain', body: '' }
const server = responseServerForFile({ '/api/contact-taps': tapped })
afterEach(() => {
  server.received().length = 0
  Reflect.deleteProperty(navigator, 'sendBeacon')
})

const { phone, whatsapp } = defaultSiteSettings.contact
const call = telHref(phone)
const chat = whatsAppLink(whatsapp)

// jsdom cannot open WhatsApp or the phone app: the test's own click handler stops the navigation.
const stay = (event: MouseEvent) => event.preventDefault()

describe('ContactLink', () => {
  it('opens WhatsApp in a new tab, and a call in place', () => {
    render(
      <>
        <ContactLink channel="whatsapp" href={chat}>
          WhatsApp
        </ContactLink>
        <ContactLink channel="call" href={call}>
          Call
        </ContactLink>
      </>,
    )
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp' })
    expect(whatsApp.getAttribute('href')).toBe(chat)
    expect(whatsApp.getAttribute('target')).toBe('_blank')
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer')
    const callLink = screen.getByRole('link', { name: 'Call' })
    expect(callLink.getAttribute('href')).toBe('tel:+27123456789')
    expect(callLink.getAttribute('target')).toBeNull()
  })

  it('counts a tap with its channel alone, as JSON, and still runs its own click handler', async () => {
    let clicked = 0
    render(
      <ContactLink
        channel="call"
        href={call}
        onClick={(event) => {
          clicked += 1
          stay(event)
        }}
      >
        Call
      </ContactLink>,
    )
    // jsdom has no beacon: this is the fetch a browser without one makes.
    fireEvent.click(screen.getByRole('link', { name: 'Call' }))
    await waitFor(() => expect(server.received()).toHaveLength(1))
    expect(server.received()[0]).toEqual({
      method: 'POST',
      url: '/api/contact-taps',
      type: 'application/json',
      body: '{"channel":"call"}',
    })
    expect(clicked).toBe(1)
  })

  it('sends a beacon where the browser has one', async () => {
    const beacons: { url: string; type: string; body: string }[] = []
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => {
        void data.text().then((body) => beacons.push({ url, type: data.type, body }))
        return true
      },
    })
    render(
      <ContactLink channel="whatsapp" href={chat} onClick={stay}>
        WhatsApp
      </ContactLink>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }))
    await waitFor(() => expect(beacons).toHaveLength(1))
    expect(beacons[0]).toEqual({
      url: '/api/contact-taps',
      type: 'application/json',
      body: '{"channel":"whatsapp"}',
    })
    expect(server.received()).toEqual([])
  })

  it('falls back to fetch when the browser refuses the beacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false })
    render(
      <ContactLink channel="whatsapp" href={chat} onClick={stay}>
        WhatsApp
      </ContactLink>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }))
    await waitFor(() => expect(server.received()).toHaveLength(1))
    expect(server.received()[0]?.body).toBe('{"channel":"whatsapp"}')
  })
})
