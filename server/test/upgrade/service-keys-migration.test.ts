import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { connectDatabase, migrationsFolder } from '@site/db'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { describe, expect, it } from 'vitest'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { createTestDatabase } from '../support/test-app.js'
import { migrationsBefore } from './migration-folders.js'

// Quote requests and portfolio projects stored a service's name; from 0020 on they hold its key.
describe('the migration that turns service names into keys', () => {
  const cleanups = cleanupsAfterAll()

  it("turns the six names into the default settings' keys and leaves any other value alone", async () => {
    const before = await migrationsBefore('0020_service_keys', cleanups)
    const { db, pool } = connectDatabase(await createTestDatabase(), () => {})
    cleanups.push(() => pool.end())
    await migrate(db, { migrationsFolder: before })

    let stored = 0
    const lead = (serviceType: string) =>
      pool.query(
        `insert into inquiries (reference, first_name, last_name, email, phone, service_type, message)
         values ($1, 'Thandi', 'Mokoena', 'a@example.org', '082 555 0101', $2, 'Quote please')`,
        [`Q-2025-${String(++stored).padStart(4, '0')}`, serviceType],
      )
    for (const service of defaultSiteSettings.services) await lead(service.name)
    await lead('Thatching')
    await lead('')
    const project = (slug: string, scope: string[]) =>
      pool.query(
        `insert into portfolio_projects (slug, title, completed_on, category, scope)
         values ($1, $1, '2025-03', 'Kitchen Renovation', $2)`,
        [slug, scope],
      )
    await project('mixed', ['Plumbing Services', 'Thatching', 'Solar Panel Installations'])
    await project('unknown-only', ['Thatching'])
    await project('none', [])

    await migrate(db, { migrationsFolder })

    const leads = await pool.query<{ service_type: string }>(
      'select service_type from inquiries order by service_type',
    )
    expect(leads.rows.map((row) => row.service_type)).toEqual([
      '',
      'Thatching',
      'building',
      'electrical',
      'maintenance',
      'plumbing',
      'solar',
      'specialized',
    ])
    const projects = await pool.query('select slug, scope from portfolio_projects order by slug')
    expect(projects.rows).toEqual([
      { slug: 'mixed', scope: ['plumbing', 'Thatching', 'solar'] },
      { slug: 'none', scope: [] },
      { slug: 'unknown-only', scope: ['Thatching'] },
    ])
  })

  /** A copy of the migrations folder holding the migrations before `tag`. */
})
