/**
 * What each earlier release wrote: rows inserted right after the named migration, with only the
 * columns that release had. `migrations-keep-rows.test.ts` applies the migrations one by one,
 * adds these rows as soon as their tables exist, and checks that every later migration keeps them.
 * A new table needs rows here (the test says which one is missing).
 */
export const ownerPassword = 'owner-password-from-an-old-release'

export const ids = {
  owner: '00000000-0000-4000-8000-000000000001',
  photo: '00000000-0000-4000-8000-000000000011',
  video: '00000000-0000-4000-8000-000000000012',
  quoteRequest: '00000000-0000-4000-8000-000000000021',
  handledQuoteRequest: '00000000-0000-4000-8000-000000000022',
  attachment: '00000000-0000-4000-8000-000000000031',
  portfolioProject: '00000000-0000-4000-8000-000000000041',
  office: '00000000-0000-4000-8000-000000000051',
}

type Row = Record<string, unknown>

/**
 * The values a migration rewrites on purpose, by migration, table and row key (its primary key's
 * first value): given the row as it was, what changes. Every other value must come through as is.
 */
export const rewrittenBy: Record<string, Record<string, Record<string, (row: Row) => Row>>> = {
  // Service names become the default settings' keys (issue 33); changing a project raises the
  // catalogue's version, so the pages made from it are made again.
  '0020_service_keys': {
    inquiries: { [ids.quoteRequest]: () => ({ service_type: 'solar' }) },
    portfolio_projects: { [ids.portfolioProject]: () => ({ scope: ['building'] }) },
    catalogue_version: { true: (row) => ({ version: Number(row.version) + 1 }) },
  },
  // "Mark as handled" becomes the stages (issue 36): a handled request still New was answered.
  '0025_after_the_job': {
    inquiries: { [ids.handledQuoteRequest]: () => ({ stage: 'contacted' }) },
  },
}

export function rowsAfter(passwordHash: string): Record<string, Array<[string, unknown[]]>> {
  return {
    '0000_initial': [
      [
        'insert into admin_users (id, username, password_hash) values ($1, $2, $3)',
        [ids.owner, 'owner', passwordHash],
      ],
      [
        `insert into media (id, title, description, category, file_type, object_key, content_type, size, width, height, created_at)
         values ($1, 'Kitchen after', 'Oak cabinets, quartz tops', 'Kitchen Renovations', 'image',
                 'originals/2025/03/kitchen.jpg', 'image/jpeg', 2345678, 4032, 3024, '2025-03-04T09:10:11.123456Z')`,
        [ids.photo],
      ],
      [
        `insert into media (id, title, category, file_type, object_key, content_type, size, created_at)
         values ($1, 'Solar install walk-through', 'Solar Panel Installations', 'video',
                 'originals/2025/04/solar.mp4', 'video/mp4', 98765432, '2025-04-05T10:11:12Z')`,
        [ids.video],
      ],
    ],
    '0001_auth': [
      [
        `insert into admin_sessions (token_hash, user_id, expires_at)
         values ('session-token-hash-from-an-old-release', $1, now() + interval '7 days')`,
        [ids.owner],
      ],
      [
        `insert into rate_limits (key, hits, reset_at)
         values ('login:address:198.51.100.7', 3, now() + interval '10 minutes')`,
        [],
      ],
    ],
    '0002_quote_requests': [
      [
        `insert into inquiries (id, first_name, last_name, email, phone, service_type, message, created_at, delivery_status, delivery_attempts, sent_at)
         values ($1, 'Thandi', 'Mokoena', 'thandi@example.org', '+27 82 555 0123', 'Solar Panel Installations',
                 'A 5 kW system on a tin roof, please.', '2025-05-06T07:08:09Z', 'sent', 1, '2025-05-06T07:08:15Z')`,
        [ids.quoteRequest],
      ],
      [
        `insert into inquiries (id, first_name, last_name, email, phone, message, created_at, handled_at, delivery_status, delivery_attempts, last_delivery_error)
         values ($1, 'Pieter', 'van Wyk', 'pieter@example.org', '021 555 0199',
                 'Rewire a 1960s house: ''dangerous'' DB board, 3 bedrooms.', '2025-06-07T08:09:10Z',
                 '2025-06-08T12:00:00Z', 'failed', 5, 'connect ECONNREFUSED')`,
        [ids.handledQuoteRequest],
      ],
      [
        "insert into site_secrets (name, value) values ('altcha-hmac-key', 'a-key-from-an-old-release')",
        [],
      ],
      [
        `insert into spent_captcha_solutions (challenge_hash, expires_at)
         values ('challenge-hash-from-an-old-release', now() + interval '1 hour')`,
        [],
      ],
    ],
    '0008_quote_attachments': [
      [
        `insert into inquiry_attachments (id, inquiry_id, position, kind, filename, content_type, size, view_key, thumb_key, width, height, status)
         values ($1, $2, 0, 'photo', 'db-board.jpg', 'image/jpeg', 1234567,
                 'quote-files/a/b/view.jpg', 'quote-files/a/b/thumb.webp', 2560, 1920, 'ready')`,
        [ids.attachment, ids.quoteRequest],
      ],
    ],
    '0009_contact_taps': [
      [
        "insert into contact_tap_counts (week_start, channel, taps) values ('2025-06-02', 'whatsapp', 7)",
        [],
      ],
    ],
    '0012_resumable_uploads': [
      [
        `insert into resumable_uploads (id, admin_user_id, file_type, filename, size, received_bytes, parts)
         values ('an-unfinished-upload', $1, 'video', 'roof.mp4', 500000000, 125000000,
                 '[{"key": "resumable/an-unfinished-upload/0", "offset": 0, "size": 125000000}]')`,
        [ids.owner],
      ],
    ],
    '0014_portfolio_projects': [
      [
        `insert into portfolio_projects (id, slug, title, summary, area, completed_on, category, scope, cover_id, published)
         values ($1, 'kitchen-in-randburg', 'Kitchen in Randburg', 'Oak and quartz', 'Randburg', '2025-03',
                 'Kitchen Renovation', array['Building & Construction'], $2, true)`,
        [ids.portfolioProject, ids.photo],
      ],
      [
        `insert into portfolio_items (project_id, media_id, position) values ($1, $2, 0), ($1, $3, 1)`,
        [ids.portfolioProject, ids.photo, ids.video],
      ],
      [
        `insert into portfolio_pairs (project_id, position, before_id, after_id) values ($1, 0, $2, $3)`,
        [ids.portfolioProject, ids.video, ids.photo],
      ],
    ],
    '0016_site_settings_versions': [
      [
        `insert into site_settings_versions (version, settings, published_at, published_by, changes)
         values (1, $1, '2025-07-08T09:10:11Z', 'owner', '["name"]')`,
        [JSON.stringify({ name: 'Mokoena Electrical', slogan: 'Wired right' })],
      ],
    ],
    '0017_completed_backfills': [
      [
        `insert into completed_backfills (name, completed_at)
         values ('media-still-frame-copies', '2025-08-09T10:11:12Z')`,
        [],
      ],
    ],
    '0022_backup_runs': [
      [
        `insert into backup_runs (started_at, finished_at, file, size, encrypted, verified, local_ok, offsite_ok)
         values ('2026-11-27T00:00:00Z', '2026-11-27T00:00:09Z', 'site-2026-11-27T000000Z.tar.age',
                 123456, true, true, true, null)`,
        [],
      ],
    ],
    '0023_alerts': [
      [
        `insert into alerts (kind, title, detail, since, ended_at, last_mailed_at, owner_told,
                             all_clear_mailed_at, mail_error, checked_at)
         values ('backup', 'The nightly backup failed', 'The off-site store refused the upload.',
                 '2026-11-27T00:00:09Z', null, '2026-11-27T00:05:00Z', true, null, null,
                 '2026-11-27T00:05:00Z')`,
        [],
      ],
    ],
    '0024_staff_accounts': [
      // An office account with a passkey and an authenticator: the owner above keeps signing in
      // with the password alone.
      [
        `insert into admin_users (id, username, password_hash, role, email, display_name, totp_secret, totp_enabled_at, totp_last_step)
         values ($1, 'thandi@example.org', $2, 'office', 'thandi@example.org', 'Thandi',
                 'sealed-secret', '2026-11-27T08:00:00Z', 59000000)`,
        [ids.office, passwordHash],
      ],
      [
        `insert into staff_tokens (user_id, purpose, token_hash, expires_at)
         values ($1, 'password-reset', 'reset-token-hash', '2026-11-28T10:00:00Z')`,
        [ids.owner],
      ],
      [
        `insert into passkeys (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name)
         values ($1, 'credential-id', 'public-key', 3, '["internal"]', 'multiDevice', true, 'Phone')`,
        [ids.office],
      ],
      [
        `insert into recovery_codes (user_id, code_hash) values ($1, 'recovery-code-hash')`,
        [ids.office],
      ],
      [
        `insert into webauthn_challenges (purpose, challenge, user_id, expires_at)
         values ('registration', 'challenge', $1, '2026-11-28T10:05:00Z')`,
        [ids.owner],
      ],
      [
        `insert into security_events (kind, actor_id, actor_name, address, detail)
         values ('sign-in', $1, 'owner', '203.0.113.9', '{"method":"password"}')`,
        [ids.owner],
      ],
      [
        `insert into security_policy (require_two_step, updated_by) values (false, $1)`,
        [ids.owner],
      ],
    ],
    '0025_after_the_job': [
      [
        `insert into review_requests (inquiry_id, channel, token_hash, sent_by, expires_at, used_at)
         values ($1, 'email', 'review-token-hash', $2, '2027-01-26T10:00:00Z', '2026-11-28T10:00:00Z')`,
        [ids.handledQuoteRequest, ids.owner],
      ],
      [
        `insert into reviews (inquiry_id, stars, text, name, may_show, status, decided_at, decided_by)
         values ($1, 5, 'Neat work, on time.', 'Pieter, Garsfontein', true, 'approved', '2026-11-28T11:00:00Z', $2)`,
        [ids.handledQuoteRequest, ids.owner],
      ],
      [`insert into review_mail_opt_outs (email_hash) values ('opted-out-address-hash')`, []],
    ],
  }
}
