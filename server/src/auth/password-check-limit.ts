/** Thrown when the password checks already running and waiting fill every place. */
export class PasswordChecksBusy extends Error {
  constructor() {
    super("The server is busy checking other sign-ins. Please try again in a moment.");
  }
}

/**
 * A small semaphore around scrypt. Each check takes ~0.4 s of a core and 128 MiB, and runs on the
 * thread pool that also reads the site's files: a burst of logins must not take the machine from
 * the visitors. A few may wait for their turn; beyond that the caller answers 429 at once.
 *
 * A browser the owner signed in from before goes to the front and is never turned away as busy: a
 * flood of other sign-ins must not keep the owner out. Its own failure budget (the login throttle)
 * bounds how many such checks a stolen device cookie could queue.
 */
export function createPasswordCheckLimit({ maxRunning = 1, maxWaiting = 4 } = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const waitingFirst: (() => void)[] = [];

  const release = () => {
    const next = waitingFirst.shift() ?? waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(check: () => Promise<T>, { first = false }: { first?: boolean } = {}): Promise<T> {
      if (running >= maxRunning) {
        if (!first && waiting.length >= maxWaiting) throw new PasswordChecksBusy();
        // The place is handed over by release(), so `running` stays counted meanwhile.
        await new Promise<void>((resolve) => (first ? waitingFirst : waiting).push(resolve));
      } else {
        running += 1;
      }
      try {
        return await check();
      } finally {
        release();
      }
    },
  };
}

export type PasswordCheckLimit = ReturnType<typeof createPasswordCheckLimit>;
