import { defineConfig } from 'drizzle-kit'

// Only `generate` is used: it needs no database. Migrations are applied by the API at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema',
  out: './drizzle',
  casing: 'snake_case',
})
