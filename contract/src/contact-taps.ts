import * as z from 'zod/mini'
import { contactChannels } from './contact-channels.js'

/**
 * `POST /api/contact-taps`: a visitor tapped a WhatsApp or call link. The channel and nothing
 * else: no page, no id, nothing that could tell one visitor from another.
 */
export const contactTap = z.strictObject(
  {
    channel: z.enum(contactChannels, { error: `must be one of: ${contactChannels.join(', ')}` }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `only the channel may be sent, not: ${issue.keys.join(', ')}`
        : 'the body must be JSON such as {"channel": "call"}',
  },
)

export type ContactTap = z.infer<typeof contactTap>

/** The response to a tap: 204, no body. */
export const tapReceived = z.undefined()
