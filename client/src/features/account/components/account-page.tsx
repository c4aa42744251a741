import { QueryStates, SectionShell } from '../../../components/portal/section-shell'
import { useOwnAccount } from '../api/get-own-account'
import { EmailCard } from './email-card'
import { NameCard } from './name-card'
import { PasswordCard } from './password-card'
import { SessionsCard } from './sessions-card'
import { SignInMethods } from './sign-in-methods'

/** The Account section (decision 064): everyone's own name, address, password and sessions. */
export function AccountPage() {
  const account = useOwnAccount()
  return (
    <SectionShell
      title="Your account"
      intro="Your name, your e-mail address, how you sign in, and where you are signed in."
    >
      <QueryStates
        query={account}
        loading="Loading your account..."
        failed="Your account could not be loaded."
        className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3"
      >
        {(data) => (
          <>
            <NameCard key={`name-${data.name}`} account={data} />
            <EmailCard account={data} />
            {/* Three cards in a row on a wide screen; on a laptop the third takes the whole row. */}
            <div className="lg:col-span-2 xl:col-span-1">
              <PasswordCard account={data} />
            </div>
            <div className="lg:col-span-2 xl:col-span-3">
              <SignInMethods />
            </div>
            <div className="lg:col-span-2 xl:col-span-3">
              <SessionsCard />
            </div>
          </>
        )}
      </QueryStates>
    </SectionShell>
  )
}
