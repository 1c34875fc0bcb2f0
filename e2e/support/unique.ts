// What the tests make (emails, addresses, addresses of weddings) must not collide between the run's
// parallel workers, which share one API and one database.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let made = 0;

/** A suffix no other test of the run makes: the time, this worker and a count. */
export function uniqueSuffix(): string {
  made += 1;
  return `${Date.now()}-${worker}-${made}`;
}

// RFC 5737's three documentation networks: one per worker (the API's limits count per address).
const DOCUMENTATION_NETWORKS = ['198.51.100', '203.0.113', '192.0.2'];
let addresses = 0;

/** A documentation address of its own for each couple a worker signs up. */
export function nextClientAddress(): string {
  addresses += 1;
  return `${DOCUMENTATION_NETWORKS[worker % DOCUMENTATION_NETWORKS.length]}.${1 + (addresses % 250)}`;
}
