// Zod-free: every public page counts taps with these names and ships no zod.

/** The ways a visitor can reach the company in one tap, counted per week (decision 016). */
export const contactChannels = ['whatsapp', 'call'] as const

export type ContactChannel = (typeof contactChannels)[number]

/** Where a tap is counted (`POST`, body `{"channel": …}`, responded with 204). */
export const contactTapsPath = '/api/contact-taps'
