// Every operation of the contract that the server does not serve yet (it answers 501). The list only
// shrinks: an issue that serves an operation removes it here, and pending-operations.test.ts fails
// when this list and the server disagree in either direction. Keep it sorted.
export const pendingOperations: readonly string[] = [];
