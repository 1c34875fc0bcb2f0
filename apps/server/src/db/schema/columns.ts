import { integer, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders: integer identity ids and timestamptz audit columns (ISO 8601 UTC in the API).

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
