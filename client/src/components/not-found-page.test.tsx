import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NotFoundPage } from './not-found-page'

function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage })
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Home</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  return render(<RouterProvider router={router} />)
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
