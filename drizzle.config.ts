import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generate: schema from the modules, SQL migrations applied by the server at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
