import { Outlet } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../test/render-with-router'
import { NotFoundPage } from './not-found-page'

function renderAt(path: string) {
  renderWithRouter(Outlet, {
    at: path,
    pages: { '/': () => <h1>Home</h1> },
    notFoundComponent: NotFoundPage,
  })
}

describe('NotFoundPage', () => {
  it('is shown for an unknown path, with a link back home', async () => {
    renderAt('/no-such-page')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeTruthy()
    const home = screen.getByRole('link', { name: /back to home/i })
    expect(home.getAttribute('href')).toBe('/')
  })
})
