import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start-up (src/db/database.ts). They must
// run on PostgreSQL 15 as well as on PGlite, so use nothing newer than PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  strict: true,
});
