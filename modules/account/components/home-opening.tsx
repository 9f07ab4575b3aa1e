// The account home's 开户 card: while a step is left (card, payment password, survey), the
// whole list with its progress, where the investor lands after login. Nothing once all are done.
import { useEffect, useState } from 'react';
import { getUserInfo, type UserInfo } from '../../../kit/entity/user-info';
import { openingSteps, type OpeningInput } from '../../../domain/opening';
import { OpeningChecklist } from '../../../kit/entity/opening-checklist';

export function HomeOpening({ account }: { account: Omit<OpeningInput, 'survey'> }) {
  // undefined: not read yet; null: unreadable (the survey step then shows as not known to be done)
  const [survey, setSurvey] = useState<UserInfo['survey'] | null | undefined>(undefined);
  useEffect(() => {
    getUserInfo(true).then(
      (u) => setSurvey(u.survey),
      () => setSurvey(null),
    );
  }, []);
  if (survey === undefined) return null;
  const input = { ...account, survey };
  if (openingSteps(input).every((x) => x.done)) return null;
  return (
    <div className="dash-opening">
      <OpeningChecklist input={input} back="/dashboard" />
    </div>
  );
}
