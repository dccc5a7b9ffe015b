import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { channelRegistry } from '../../../channels';
import { AmountField } from '../../../components/payments/AmountField';
import { Actions } from '../../../components/payments/styles';
import { Button, Card } from '../../../components/ui';
import { depositDetailPath, routerPath } from '../../../paths';
import { useFeature } from '../../../stores';
import { DepositStore } from '../../../stores/DepositStore';

/** The amount for the chosen channel (presets, field, fee and credited amount live), then the start. */
export const AmountStep = observer(function AmountStep() {
  const { t } = useTranslation();
  const store = useFeature(DepositStore);
  const navigate = useNavigate();
  const [tried, setTried] = useState(false);
  const channel = store.selected;
  if (!channel) return null;
  const plugin = channelRegistry.forKind(channel.kind);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    if (store.amount.problem) return;
    const deposit = await store.start();
    if (deposit) navigate(routerPath(depositDetailPath(deposit.id)));
  }

  return (
    <Card aria-labelledby="deposit-amount">
      <h2 id="deposit-amount">{channel.name}</h2>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="deposit-amount">
        <AmountField entry={store.amount} channel={channel} presets={channel.presets} netKey="deposit.credited" showProblem={tried} onLeave={() => setTried(true)} />
        <Actions>
          <Button type="submit" disabled={store.busy || !plugin.startable}>
            {t(plugin.startKey)}
          </Button>
        </Actions>
      </form>
    </Card>
  );
});
