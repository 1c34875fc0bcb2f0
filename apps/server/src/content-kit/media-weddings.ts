// How the images and songs services reach a wedding: changes need the caller's own wedding; reads
// also let staff see any wedding (admins may call the list and get operations).
import type { Db } from '../db/database.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { AccessTokenSubject } from '../security/tokens.ts';
import { findWeddingWithPlan } from './wedding-access.repository.ts';
import { findOwnedWedding, type WeddingWithPlan } from './wedding-access.ts';

export type Reader = AccessTokenSubject;

export type MediaWeddings = {
  /** The client's own wedding, else 404. */
  findOwned(clientId: number, weddingId: number): Promise<WeddingWithPlan>;
  /** A client's own wedding, or any wedding for an admin; else 404. */
  findReadable(reader: Reader, weddingId: number): Promise<WeddingWithPlan>;
};

export function createMediaWeddings(db: Db): MediaWeddings {
  return {
    findOwned: (clientId, weddingId) => findOwnedWedding(db, clientId, weddingId),
    async findReadable(reader, weddingId) {
      if (reader.role === 'client') return findOwnedWedding(db, reader.id, weddingId);
      if (reader.role !== 'admin') throw new NotFoundError();
      const wedding = await findWeddingWithPlan(db, weddingId);
      if (!wedding) throw new NotFoundError();
      return wedding;
    },
  };
}
