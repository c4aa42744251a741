// Plain texts, apart from the schemas, so that showing them does not load zod.

/** The specification's texts (§8) that the API answers and the portal shows. */
export const sessionMessages = {
  credentialsRequired: 'Username and password are required.',
  invalidCredentials: 'Invalid admin credentials. Please check your username and password.',
  sessionEnded: 'Your session has ended. Please log in again.',
  ownerOnly: 'Only an owner can do this.',
} as const
