import type { ClientWithWeddings } from './clients.repository.ts';

// What the API shows of a client (the contract's Client): never the password hash or Google subject.
export type ClientDto = {
  id: number;
  email: string;
  name: string | null;
  lastName: string | null;
  verified: boolean;
  externalAuth: 'google' | null;
  weddings: { id: number }[];
  createdAt: string;
  updatedAt: string;
};

export function toClientDto(client: ClientWithWeddings): ClientDto {
  return {
    id: client.id,
    email: client.email,
    name: client.name,
    lastName: client.lastName,
    verified: client.verified,
    externalAuth: client.externalAuth === 'google' ? 'google' : null,
    weddings: client.weddingIds.map((id) => ({ id })),
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}
