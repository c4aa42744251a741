import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testimonialsQueryOptions } from '../api/get-testimonials'
import { TestimonialsSection } from './testimonials-section'

/** As a page the API rendered leaves it: the testimonials in the cache, nothing asked. */
function renderWith(items: { name: string; stars: number; text: string }[] | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  if (items) queryClient.setQueryData(testimonialsQueryOptions('about').queryKey, items)
  return render(
    <QueryClientProvider client={queryClient}>
      <TestimonialsSection on="about" />
    </QueryClientProvider>,
  )
}

describe('TestimonialsSection', () => {
  it('is a plain list of quotes with the name and the stars in words', () => {
    renderWith([
      { name: 'Lindiwe, Soweto', stars: 4, text: 'Neat <b>work</b>.' },
      { name: 'Sipho, Randburg', stars: 5, text: '' },
    ])
    const section = screen.getByRole('region', { name: 'What our customers say' })
    const quotes = within(section).getAllByRole('figure')
    expect(quotes).toHaveLength(2)
    expect(within(quotes[0] as HTMLElement).getByText('4 out of 5 stars')).toBeTruthy()
    expect(within(quotes[0] as HTMLElement).getByText('Neat <b>work</b>.')).toBeTruthy()
    expect(quotes[0]?.querySelector('figcaption')?.textContent).toBe('Lindiwe, Soweto')
    expect(quotes[1]?.querySelector('blockquote')).toBeNull()
    expect(section.querySelector('b')).toBeNull()
    expect(section.querySelector('[itemtype], [itemprop]')).toBeNull()
  })

  it('is nothing at all, not even its heading, when there are none', () => {
    const { container } = renderWith([])
    expect(container.innerHTML).toBe('')
    const none = renderWith(undefined)
    expect(none.container.innerHTML).toBe('')
  })
})
