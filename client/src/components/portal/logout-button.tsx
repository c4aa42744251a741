import { LoaderCircle, LogOut } from 'lucide'
import { toast } from 'sonner'
import { useLogout } from '../../lib/portal/logout'
import { adminMessages } from '../../lib/portal/messages'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'

/** Ends the session; the login form shows once the server has confirmed it. */
export function LogoutButton({ disabled = false }: { disabled?: boolean }) {
  const logout = useLogout()
  return (
    <button
      type="button"
      disabled={disabled || logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onError: (error) =>
            toast.error(adminMessages.logoutFailed, { description: error.message }),
        })
      }
      className={`${buttonClass('outlineOnDark', 'sm')} disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {logout.isPending ? (
        <Icon drawing={LoaderCircle} aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Icon drawing={LogOut} aria-hidden="true" className="size-4" />
      )}
      Logout
    </button>
  )
}
