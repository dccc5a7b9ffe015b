import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PlayType } from '@common/contract/lottery';
import { Button } from '../../../components/ui';
import type { BetSlip } from '../betSlip';
import { Choices, SubHeading } from './styles';

const PLAY_TYPES: readonly PlayType[] = ['Tradition', 'Entertainment'];

/** The game's bet types grouped by play type (§3 Tradition, Entertainment); one is chosen. */
export const BetTypePicker = observer(function BetTypePicker({ slip }: { slip: BetSlip }) {
  const { t } = useTranslation();
  return (
    <>
      {PLAY_TYPES.map((playType) => {
        const types = slip.info.betTypes.filter((type) => type.playType === playType);
        if (types.length === 0) return null;
        return (
          <section key={playType} aria-label={t(`lottery.playType.${playType}`)}>
            <SubHeading>{t(`lottery.playType.${playType}`)}</SubHeading>
            <Choices>
              {types.map((type) => (
                <Button
                  key={type.code}
                  type="button"
                  $variant={type.code === slip.betTypeCode ? 'primary' : 'ghost'}
                  aria-pressed={type.code === slip.betTypeCode}
                  onClick={() => slip.chooseBetType(type.code)}
                >
                  {t(`lottery.betType.${type.code}`, { defaultValue: type.code })}
                </Button>
              ))}
            </Choices>
          </section>
        );
      })}
    </>
  );
});
