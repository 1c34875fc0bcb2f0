// Tests only: the real files couples upload (guest lists saved by Excel and Google Sheets, an MP3),
// kept in the repository's fixtures/ folder so a clone passes its own tests with nothing beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../fixtures');

/** The path of a file under the repository's fixtures/ folder, e.g. `guests/messy.csv`. */
export const fixturePath = (name: string) => path.join(FIXTURES, name);

/** The bytes of a file under the repository's fixtures/ folder. */
export const fixtureFile = (name: string) => readFileSync(fixturePath(name));
