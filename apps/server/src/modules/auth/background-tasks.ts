// Work a request starts but does not wait for (sending email). Failures are logged, never thrown at
// the client; closing the app waits for what is still running so a shutdown loses no email.

export type BackgroundTasks = {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far has finished. */
  settle(): Promise<void>;
};

export function createBackgroundTasks(logger: {
  error(details: object, message: string): void;
}): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) =>
          logger.error({ err: error, task: name }, `background task failed: ${name}`),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
