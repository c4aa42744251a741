import { done, errorResponses } from '@site/contract/api-error'
import {
  type StaffMember,
  staffChange,
  staffInvite,
  staffList,
  staffMade,
  staffMember,
  staffMessages,
  staffParams,
} from '@site/contract/staff'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { logActor } from '../account/staff-names.js'
import { sendError } from '../http/send-error.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import {
  addInvitedPerson,
  changeStaff,
  findStaff,
  listStaff,
  removeStaff,
  type StaffActor,
  withdrawInvite,
} from '../staff/staff-accounts.js'
import { inviteMail, issueInviteToken } from '../staff/staff-invites.js'
import { signedInAdmin } from '../staff-auth/require-admin.js'

const MAIL_FAILED =
  'The invite e-mail could not be sent: check the mail settings on the System page, then send it again.'

/** The owner's Staff section (inside the owner-only scope; decision 062). */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.auth.policy.secret

  /** Issues a fresh invite token and mails the link; false when the mail was refused. */
  async function sendInvite(request: FastifyRequest, person: StaffMember): Promise<boolean> {
    const token = await issueInviteToken(app.db, person.id, secret)
    try {
      await app.mailer.send(inviteMail(app.staffMail, person, (await actorOf(request)).name, token))
      return true
    } catch (error) {
      request.log.warn({ err: error, staffId: person.id }, 'invite mail could not be sent')
      return false
    }
  }

  app.get(
    '/api/admin/staff',
    { schema: { response: { 200: staffList, ...errorResponses } } },
    async () => ({ people: await listStaff(app.db) }),
  )

  app.post(
    '/api/admin/staff',
    { schema: { body: staffInvite, response: { 201: staffMade, ...errorResponses } } },
    async (request, reply) => {
      const person = await addInvitedPerson(app.db, request.body, await actorOf(request))
      if (person === 'email-taken') return sendError(reply, 409, staffMessages.emailTaken)
      if (!(await sendInvite(request, person))) {
        // Nothing half-done stays: the account goes again, and the owner can simply retry.
        await withdrawInvite(app.db, person.id, undefined)
        return sendError(reply, 502, MAIL_FAILED)
      }
      request.log.info({ staffId: person.id, role: person.role }, 'staff invited')
      return reply.code(201).send({ person })
    },
  )

  app.post(
    '/api/admin/staff/:id/invite',
    { schema: { params: staffParams, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const person = await findStaff(app.db, request.params.id)
      if (!person) return sendError(reply, 404, staffMessages.notFound)
      if (person.state !== 'invited') return sendError(reply, 409, staffMessages.notInvited)
      if (!(await sendInvite(request, person))) return sendError(reply, 502, MAIL_FAILED)
      const actor = await actorOf(request)
      await recordSecurityEvent(app.db, {
        kind: 'invite-resent',
        actor,
        subject: { id: person.id, name: person.name },
        address: actor.address,
      })
      return { success: true as const }
    },
  )

  app.delete(
    '/api/admin/staff/:id/invite',
    { schema: { params: staffParams, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const outcome = await withdrawInvite(app.db, request.params.id, await actorOf(request))
      if (outcome === 'not-found') return sendError(reply, 404, staffMessages.notFound)
      if (outcome === 'not-invited') return sendError(reply, 409, staffMessages.notInvited)
      return { success: true as const }
    },
  )

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        params: staffParams,
        body: staffChange,
        response: { 200: staffMember, ...errorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await changeStaff(
        app.db,
        request.params.id,
        request.body,
        await actorOf(request),
      )
      if (outcome === 'not-found') return sendError(reply, 404, staffMessages.notFound)
      if (outcome === 'last-owner') return sendError(reply, 409, staffMessages.lastOwner)
      return outcome
    },
  )

  app.delete(
    '/api/admin/staff/:id',
    { schema: { params: staffParams, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const outcome = await removeStaff(app.db, request.params.id, await actorOf(request))
      if (outcome === 'not-found') return sendError(reply, 404, staffMessages.notFound)
      if (outcome === 'last-owner') return sendError(reply, 409, staffMessages.lastOwner)
      return { success: true as const }
    },
  )
}

async function actorOf(request: FastifyRequest): Promise<StaffActor> {
  return { ...(await logActor(request.server.db, signedInAdmin(request).id)), address: request.ip }
}

export default staffRoutes
