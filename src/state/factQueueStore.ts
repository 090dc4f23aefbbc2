import type { FactAttemptRow } from '@/api/save-fact-attempts';
import { deviceQueue, type Queued } from './deviceQueue';

/** One queued answer: the row to store and the signed-in user whose session may store it. */
export type QueuedFact = Queued<FactAttemptRow>;

const queue = deviceQueue<FactAttemptRow>('mathpop-fact-queue', 'facts', 'client_id');

/** Adds one answer to the queue (kept until a flush has stored it). */
export const enqueueFact = (item: QueuedFact): Promise<void> => queue.add(item);

/** The queued rows of one user, oldest answer first. */
export async function queuedFacts(owner: string): Promise<FactAttemptRow[]> {
  return (await queue.rows(owner)).sort((x, y) => x.at.localeCompare(y.at));
}

/** Every user with answers queued on this device. */
export const factOwners = (): Promise<string[]> => queue.owners();

/** Removes rows by client_id (after the server stored them, or when too old to be accepted). */
export const dropFacts = (clientIds: readonly string[]): Promise<void> => queue.drop(clientIds);

/** Closes and forgets the database handle (tests open a fresh one). */
export const closeFactQueue = (): Promise<void> => queue.close();
