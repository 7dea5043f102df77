import { notifyManager, type QueryPersister } from "@tanstack/react-query";
import { NetworkError } from "../../data/api/api-client";
import { ADMIN_READ_PREFIX } from "../../data/device/device-names";
import { forgetKeptQueries, keptQueries } from "../../data/device/query-storage";
import { readStoredSession } from "../../data/session/stored-session";

/*
 * What the admin last read, kept on the owner's device (ADR 038), so the admin reopened offline shows
 * it read-only. Private data on a possibly shared device: kept only while signed in, and wiped when
 * the session ends.
 */

// A read that lands after the session ended (a refresh on its way at sign-out) is not written back.
const adminReads = keptQueries(ADMIN_READ_PREFIX, { keepWhile: () => readStoredSession() !== null });

/**
 * The admin's reads: always asked of the server, each answer kept. Only when the server cannot be
 * reached and the query has nothing in memory (the admin reopened offline) does the device's copy
 * answer instead, as old as it is, unless the screen asked for the server's answer alone.
 */
export const fromServerFirst: QueryPersister = async (queryFn, context, query) => {
  try {
    const data = await queryFn(context);
    // After the query has taken the answer, as the library's own persister does: the row holds its state.
    notifyManager.schedule(() => void adminReads.persistQuery(query).catch(() => undefined));
    return data;
  } catch (error) {
    if (!(error instanceof NetworkError) || query.state.data !== undefined || query.meta?.keptCopy === false)
      throw error;
    const kept = await adminReads.retrieveQuery(query.queryHash, ({ state }) =>
      query.setState({ dataUpdatedAt: state.dataUpdatedAt }),
    );
    if (kept === undefined) throw error;
    return kept;
  }
};

/** Wipes every admin read kept on this device. */
export const forgetAdminReads = (): Promise<void> => forgetKeptQueries(ADMIN_READ_PREFIX);
