/** How the Staff section names the roles and says what each may do (decision 062). */
export const roleWords = {
  owner: {
    label: 'Owner',
    can: 'An owner can do everything, including staff, website settings, System and security.',
  },
  office: {
    label: 'Office',
    can: 'Office staff handle quote requests, media, uploads, the portfolio and the dashboard.',
  },
} as const

export const stateWords = {
  invited: 'Invited',
  active: 'Active',
  locked: 'Locked',
} as const
