import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome } from '../../components/SaveOutcome';
import { Button, Card, Subtitle } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { MerchantStore, type SettingsSection } from '../../stores/MerchantStore';

/** One section of the settings as its own form: its title, its fields, Save, and the outcome of its last save. */
export const Section = observer(function Section({ id, onSave, children }: { id: SettingsSection; onSave: () => unknown; children: ReactNode }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const mine = store.savedSection === id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave();
  };
  return (
    <Card as="form" aria-labelledby={`merchant-${id}`} onSubmit={submit}>
      <Subtitle id={`merchant-${id}`}>{t(`merchant.sections.${id}`)}</Subtitle>
      {children}
      {mine && <SaveOutcome of={store.save} savedKey="merchant.saved" />}
      <Button type="submit" disabled={store.save.loading}>
        {t('merchant.save')}
      </Button>
    </Card>
  );
});
