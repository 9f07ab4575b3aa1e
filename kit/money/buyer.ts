// What a purchase screen reads of the buyer beside the record it buys: the balance and the
// survey. The loan's invest screens (modules/invest) and the claim's purchase (modules/claims)
// start both with their record, and read the balance again after every money outcome.
import { get } from '../../runtime/api/client';
import { getUserInfo } from '../entity/user-info';
import { fundSchema } from '../../runtime/session/schemas';

export const loadFund = () => get('/api/v2/user/MYSELF/userfund', { schema: fundSchema });

// The survey part of userinfo, what the gates need (SPEC §4), as the family sends it
// (user-info.ts): the grade's rank is the highest loan risk it allows; no source sends a
// validity flag, so `valid` is null (unknown) unless the backend says, and the tender's own
// refusal (SURVEY_EXPIRED) has the last word.
export const getSurvey = () => getUserInfo().then(({ survey: u }) => ({ done: u.done, valid: u.valid, ceiling: u.ceiling, name: u.name }));
export type SurveyState = Awaited<ReturnType<typeof getSurvey>>;
