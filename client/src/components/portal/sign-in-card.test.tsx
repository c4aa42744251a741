import { cleanup, render, screen } from '@testing-library/react'
import { LockKeyhole } from 'lucide'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignInCard } from './sign-in-card'

afterEach(cleanup)

describe('SignInCard', () => {
  it('is a form named by its title when it submits, with its icon', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <SignInCard title="Staff sign-in" icon={LockKeyhole} onSubmit={onSubmit}>
        <button type="submit">Go</button>
      </SignInCard>,
    )
    const form = screen.getByRole('form', { name: 'Staff sign-in' })
    expect(form.querySelector('svg')).not.toBeNull()
    screen.getByRole('button', { name: 'Go' }).click()
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('is a section named by its title otherwise', () => {
    render(<SignInCard title="Welcome">text</SignInCard>)
    expect(screen.getByRole('region', { name: 'Welcome' }).querySelector('svg')).toBeNull()
    expect(screen.queryByRole('form')).toBeNull()
  })
})
