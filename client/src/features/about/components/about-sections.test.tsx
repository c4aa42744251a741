import { defaultSiteSettings as site } from '@site/contract/site-settings-defaults'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithSettings, settingsWith } from '../../../test/site-settings'
import { CertificationCards } from './certification-cards'
import { CompanyOverview } from './company-overview'
import { CoreValuesSection } from './core-values-section'
import { MissionVision } from './mission-vision'

const headings = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('About page sections', () => {
  it('lists the five core values in order', () => {
    renderWithSettings(<CoreValuesSection />)
    const section = screen.getByRole('region', { name: 'Our Core Values' })
    expect(headings(section)).toEqual([
      'Integrity',
      'Reliability',
      'Excellence',
      'Innovation',
      'Customer Focus',
    ])
    expect(within(section).getByText(/^Five things you can hold us to/)).toBeTruthy()
  })

  it('lists as many core values as the settings have, and says how many', () => {
    const [first, second] = site.about.coreValues
    renderWithSettings(
      <CoreValuesSection />,
      settingsWith({
        about: {
          ...site.about,
          coreValues: [first, second, { ...first, title: 'Safety' }].filter((v) => v !== undefined),
        },
      }),
    )
    const section = screen.getByRole('region', { name: 'Our Core Values' })
    expect(headings(section)).toEqual(['Integrity', 'Reliability', 'Safety'])
    expect(within(section).getByText(/^Three things you can hold us to/)).toBeTruthy()
  })

  it('shows three certification cards: the certifications, then the registration number', () => {
    renderWithSettings(<CertificationCards />)
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

  it('shows no certification section when there are no certifications and no registration', () => {
    const { container } = renderWithSettings(
      <CertificationCards />,
      settingsWith({ certifications: [], registrationNumber: '' }),
    )
    expect(container.innerHTML).toBe('')
  })

  it('states the mission and the vision', () => {
    renderWithSettings(<MissionVision />)
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeTruthy()
    expect(screen.getByText(site.about.mission)).toBeTruthy()
    expect(screen.getByText(site.about.vision)).toBeTruthy()
  })

  it('tells who the company is in the overview paragraphs, with its facts beside them', () => {
    renderWithSettings(<CompanyOverview />)
    const section = screen.getByRole('region', { name: 'Who We Are' })
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual(
      site.about.overview,
    )
    const facts = [...section.querySelectorAll('dd')].map((fact) => fact.textContent)
    expect(facts).toEqual(['2020', 'COC Certified', site.registrationNumber, site.region.label])
  })

  it('leaves out the certification fact when there is none', () => {
    renderWithSettings(<CompanyOverview />, settingsWith({ certifications: [] }))
    expect(screen.queryByText('Certification')).toBeNull()
  })
})
