import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '../../../config/site'
import { CertificationCards } from './certification-cards'
import { CoreValuesSection } from './core-values-section'
import { MissionVision } from './mission-vision'

describe('About page sections', () => {
  it('lists the five core values in order', () => {
    render(<CoreValuesSection />)
    const section = screen.getByRole('region', { name: 'Our Core Values' })
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([
      'Integrity',
      'Reliability',
      'Excellence',
      'Innovation',
      'Customer Focus',
    ])
  })

  it('shows three certification cards: the certifications, then the registration number', () => {
    render(<CertificationCards />)
    const section = screen.getByRole('region', { name: 'Certified and Registered' })
    const cards = within(section).getAllByRole('listitem')
    expect(cards).toHaveLength(3)
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'COC Certified',
      'Certified Electrical Fencing Installer',
      'Registered Company',
    ])
    expect(cards[2]?.textContent).toContain(site.registrationNumber)
  })

  it('states the mission and the vision', () => {
    render(<MissionVision />)
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeTruthy()
  })
})
