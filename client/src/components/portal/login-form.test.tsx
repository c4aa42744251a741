import type { Credentials } from '@site/contract/admin-session'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoginOutcome } from '../../lib/portal/login'
import { LoginForm } from './login-form'

afterEach(() => act(() => toast.dismiss()))

function renderForm(onLogin: (credentials: Credentials) => Promise<LoginOutcome>) {
  render(
    <>
      <LoginForm onLogin={onLogin} />
      <Toaster />
    </>,
  )
  return screen.getByRole('form', { name: 'Staff sign-in' }) as HTMLFormElement
}

function fillAndSubmit(form: HTMLFormElement, username = 'admin', password = 'secret') {
  fireEvent.change(within(form).getByLabelText(/^Username/), { target: { value: username } })
  fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: password } })
  fireEvent.click(within(form).getByRole('button', { name: 'Access Admin Portal' }))
}

const never = () => new Promise<LoginOutcome>(() => {})

describe('LoginForm', () => {
  it.each([
    ['Username', 'username', 'text', 'username'],
    ['Password', 'password', 'password', 'current-password'],
  ])('has a required, labelled %s field', (label, name, type, autoComplete) => {
    const form = renderForm(never)
    const input = within(form).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement
    expect(input.name).toBe(name)
    expect(input.type).toBe(type)
    expect(input.required).toBe(true)
    expect(input.getAttribute('autocomplete')).toBe(autoComplete)
  })

  it('has a submit button "Access Admin Portal"', () => {
    const form = renderForm(never)
    const button = within(form).getByRole('button', { name: 'Access Admin Portal' })
    expect((button as HTMLButtonElement).type).toBe('submit')
  })

  it('sends nothing while a field is empty', () => {
    const onLogin = vi.fn(never)
    const form = renderForm(onLogin)
    fireEvent.click(within(form).getByRole('button', { name: 'Access Admin Portal' }))
    expect(form.checkValidity()).toBe(false)
    expect(onLogin).not.toHaveBeenCalled()
  })

  it('sends the credentials and disables the button while checking', async () => {
    const onLogin = vi.fn(never)
    const form = renderForm(onLogin)
    fillAndSubmit(form, 'admin', 'correct horse')
    expect(onLogin).toHaveBeenCalledWith({ username: 'admin', password: 'correct horse' })
    const button = within(form).getByRole('button', { name: 'Access Admin Portal' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true))
  })

  it('says "Access Denied" for wrong credentials', async () => {
    const form = renderForm(async () => ({
      ok: false,
      status: 401,
      message: 'Invalid admin credentials. Please check your username and password.',
    }))
    fillAndSubmit(form)
    expect(await screen.findByText('Access Denied')).toBeTruthy()
    expect(
      screen.getByText('Invalid admin credentials. Please check your username and password.'),
    ).toBeTruthy()
    const button = within(form).getByRole('button', { name: 'Access Admin Portal' })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  })

  it('says "Access Denied" with the server message after too many attempts', async () => {
    const message = 'Too many login attempts. Please try again in 15 minute(s).'
    const form = renderForm(async () => ({ ok: false, status: 429, message }))
    fillAndSubmit(form)
    expect(await screen.findByText('Access Denied')).toBeTruthy()
    expect(screen.getByText(message)).toBeTruthy()
  })

  it('says the server cannot be reached when there was no response', async () => {
    const form = renderForm(async () => ({ ok: false, status: 0, message: '' }))
    fillAndSubmit(form)
    expect(await screen.findByText('Login Failed')).toBeTruthy()
    expect(
      screen.getByText(
        'Cannot connect to server. Please check if your server is running and accessible.',
      ),
    ).toBeTruthy()
  })

  it('welcomes the admin after a successful login', async () => {
    const form = renderForm(async () => ({ ok: true, username: 'admin', role: 'owner' }))
    fillAndSubmit(form)
    expect(await screen.findByText('Admin Access Granted')).toBeTruthy()
    expect(
      screen.getByText('Welcome to the admin portal! You can now upload media files.'),
    ).toBeTruthy()
  })

  it('says nothing of access when the password was right but a second step is asked for', async () => {
    const form = renderForm(async () => ({
      ok: 'pending',
      pending: 'second-factor',
      methods: { authenticator: true, passkey: false },
      message: 'Enter the 6-digit code from your authenticator app, or use your passkey.',
    }))
    fillAndSubmit(form)
    await waitFor(() =>
      expect(
        (within(form).getByRole('button', { name: 'Access Admin Portal' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    )
    expect(
      screen.queryByText('Welcome to the admin portal! You can now upload media files.'),
    ).toBeNull()
  })
})
