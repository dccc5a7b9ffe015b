/** The race prizes in the reward centre: paid at settlement, nothing to claim. */
import { racePrizeEntries } from '../races';
import type { RewardSourceReader } from './sources';

export const raceReader: RewardSourceReader = {
  source: 'race',
  entries: (db, member, language) => racePrizeEntries(db, member, language),
};
