import pMap from "p-map";
import type { ContactMessage } from "#core/schemas/contact-message";
import type { PushMessage, RateAlertPush } from "#core/schemas/push";
import type { Repositories } from "../db/repositories";
import type { PendingNotification } from "../db/repositories/notification-repository";
import type { RoundOutcome } from "../db/repositories/rate-alert-repository";
import type { Logger } from "../logger";
import type { EmailSettings } from "./email-settings";
import { MailFailure } from "./mail-failure";
import { type Email, firstWords, type Mailer, messageEmail } from "./mailer";
import { type PushSender, PushSubscriptionGone, sendPush } from "./push";

/** The pause after a first failure, doubling with each further one up to the cap. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;
/** A notification still not sent after this is news no longer: it is dropped, and the log says so. */
const GIVE_UP_MS = 48 * 60 * 60_000;
/**
 * Read from the outbox, sent and written back at a time: a board's thousands of alerts never sit in
 * memory at once, and a crash mid-batch sends at most this many again (each replacing itself on the
 * phone, by its tag).
 */
const BATCH = 100;
/** Sent at once: a push service answers each in tens of milliseconds, so one at a time would take minutes. */
const CONCURRENCY = 50;
/** The first words of a message a phone's notification shows. */
const PUSH_PREVIEW_CHARACTERS = 120;

interface Options {
  repos: Pick<
    Repositories,
    "notifications" | "pushSubscriptions" | "messages" | "rateAlerts" | "transaction"
  >;
  emailSettings: EmailSettings;
  /** How an email leaves: through the shop's mail server. */
  mailer: Mailer;
  push: PushSender;
  logger: Logger;
  now: () => Date;
  publicUrl?: string;
}

interface PushJob {
  subscriptionId: string;
  message: PushMessage;
}

/** One visitor's alert of one board: counted against the board's round when it is settled. */
export interface RateAlertJob {
  subscriptionId: string;
  boardId: number;
  message: RateAlertPush;
}

/** Why a job is dropped rather than tried again: its device or the owner's wish is gone. */
class NotWanted extends Error {}

export type Notifier = ReturnType<typeof createNotifier>;

/**
 * Tells the owner of each new message, by email and by a push to each device that asked. The
 * notifications are written with the message (so a crash loses neither) and sent afterwards, never in
 * the visitor's request: a mail server or push service that is down delays nothing, and is tried
 * again with growing pauses until it answers.
 */
export function createNotifier({ repos, emailSettings, mailer, push, logger, now, publicUrl }: Options) {
  let draining: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);

  /** Sends to a device that may have gone: a gone one is forgotten and the job dropped. */
  async function pushTo(
    subscription: Parameters<typeof sendPush>[1] | null,
    message: PushMessage | RateAlertPush,
    forget: () => void,
  ) {
    if (!subscription) throw new NotWanted("the device turned notifications off");
    try {
      await sendPush(push, subscription, message);
    } catch (error) {
      if (!(error instanceof PushSubscriptionGone)) throw error;
      forget();
      throw new NotWanted(error.message);
    }
  }

  /** How each channel sends, and what it notes once a job is settled: sent, dropped or given up. */
  const channels: Record<
    PendingNotification["channel"],
    { send(payload: string): Promise<void>; settled?(payload: string, outcome: RoundOutcome): void }
  > = {
    email: {
      async send(payload) {
        // Turned off (or never set up) since it was written: the owner no longer wants it.
        if (!emailSettings.stored()?.enabled) throw new NotWanted("email notifications are off");
        await mailer.send(JSON.parse(payload) as Email);
      },
    },
    push: {
      async send(payload) {
        const { subscriptionId, message } = JSON.parse(payload) as PushJob;
        await pushTo(repos.pushSubscriptions.find(subscriptionId), message, () =>
          repos.pushSubscriptions.remove(subscriptionId),
        );
      },
    },
    "rate-alert": {
      async send(payload) {
        const { subscriptionId, message } = JSON.parse(payload) as RateAlertJob;
        await pushTo(repos.rateAlerts.find(subscriptionId), message, () =>
          repos.rateAlerts.remove(subscriptionId),
        );
      },
      settled(payload, outcome) {
        repos.rateAlerts.counted((JSON.parse(payload) as RateAlertJob).boardId, outcome);
      },
    },
  };

  /** Sends what is due, oldest first, a batch at a time and CONCURRENCY of each batch at once. */
  async function sendDue(): Promise<void> {
    for (;;) {
      const due = repos.notifications.due(BATCH);
      if (due.length === 0) return;
      const outcomes = await pMap(due, attempt, { concurrency: CONCURRENCY });
      // One transaction a batch: a board's thousands of alerts are not thousands of disk syncs.
      repos.transaction(() => {
        for (const settle of outcomes) settle();
      });
    }
  }

  /** Tries one job; answers what to write of it, with the rest of its batch. */
  async function attempt(job: PendingNotification): Promise<() => void> {
    const channel = channels[job.channel];
    try {
      await channel.send(job.payload);
      return () => {
        repos.notifications.remove(job.id);
        channel.settled?.(job.payload, "sent");
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A mail server's failure by its kind, and what the server itself said, for the log only.
      const mail = error instanceof MailFailure ? { code: error.code, detail: error.detail } : {};
      const at = now();
      if (error instanceof NotWanted) {
        logger.info("notification dropped", { channel: job.channel, reason });
        return () => {
          repos.notifications.remove(job.id);
          channel.settled?.(job.payload, "gone");
        };
      }
      if (at.getTime() - Date.parse(job.createdAt) >= GIVE_UP_MS) {
        logger.error("notification given up", {
          channel: job.channel,
          attempts: job.attempts + 1,
          error: reason,
          ...mail,
        });
        return () => {
          repos.notifications.remove(job.id);
          channel.settled?.(job.payload, "failed");
        };
      }
      logger.warn("notification not sent, will retry", { channel: job.channel, error: reason, ...mail });
      return () =>
        repos.notifications.retryAt(job.id, new Date(at.getTime() + retryDelay(job.attempts)), reason);
    }
  }

  /** Wakes when the next retry is due, while the server runs. */
  function scheduleNext() {
    clearTimeout(timer);
    const next = repos.notifications.nextDueAt();
    if (!started || next === null) return;
    const wait = Math.max(0, Date.parse(next) - now().getTime());
    timer = setTimeout(() => void drain(), Math.min(wait, MAX_RETRY_MS));
    timer.unref();
  }

  /** Sends everything due; asked again while sending, it goes round once more. */
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await sendDue();
      } while (again);
    })()
      .catch((error: unknown) => logger.error("notifications failed", { error: String(error) }))
      .finally(() => {
        draining = null;
        scheduleNext();
      });
    return draining;
  }

  return {
    /** Writes the notifications of a new message; call inside the transaction that stores it. */
    messageArrived(message: ContactMessage): void {
      const settings = emailSettings.stored();
      const to = emailSettings.recipient();
      if (settings?.enabled && to) repos.notifications.add("email", messageEmail(message, to, publicUrl));
      const devices = repos.pushSubscriptions.all();
      if (devices.length === 0) return;
      const pushMessage: PushMessage = {
        title: `New message from ${message.firstName} ${message.lastName}`,
        body: firstWords(message.message, PUSH_PREVIEW_CHARACTERS),
        url: `/admin/settings/messages?id=${encodeURIComponent(message._id)}`,
        unread: repos.messages.unreadCount(),
        tag: `message-${message._id}`,
      };
      for (const subscription of devices) {
        repos.notifications.add("push", {
          subscriptionId: subscription.id,
          message: pushMessage,
        } satisfies PushJob);
      }
    },
    /** Starts sending what was written, after the current request has been answered. */
    kick(): void {
      setImmediate(() => void drain());
    },
    drain,
    start(): { stop(): void } {
      started = true;
      void drain();
      return {
        stop: () => {
          started = false;
          clearTimeout(timer);
        },
      };
    },
  };
}
