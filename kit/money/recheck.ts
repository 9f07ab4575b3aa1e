// What every module's moves share when an attempt an earlier page left is only asked about.
import { ApiError } from '../../runtime/api/api-error';

/** The `send` of a move that is only checked: a kept attempt is never sent again from a recheck. */
export const askOnly = (): Promise<never> => Promise.reject(new ApiError('NOT_DONE', '只查询，不提交'));

/** A phone's clock may be off from the server's: records this much older than the attempt still count. */
export const SKEW_MS = 5 * 60_000;

/** Whether a record stamped `at` (server time) may be the attempt started at `since` (device time). */
export const recordedSince = (at: number, since: number) => at >= since - SKEW_MS;
