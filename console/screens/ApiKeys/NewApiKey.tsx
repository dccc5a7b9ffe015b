import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@common/rules/operatorRoles';
import { Button, Card, Check, Field, Input, Row, Subtitle } from '../../components/ui';
import { ApiKeysStore } from '../../stores/ApiKeysStore';
import { useFeature, useStores } from '../../stores/context';

/** A new key: a label, a subset of the operator's own permissions, an optional lifetime in days. */
export const NewApiKey = observer(function NewApiKey() {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(ApiKeysStore);
  const [label, setLabel] = useState('');
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const [days, setDays] = useState('');
  const own = session.me?.permissions ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresInDays = days ? Number(days) : undefined;
    void store.create({ label: label.trim(), permissions, ...(expiresInDays ? { expiresInDays } : {}) }).then(() => {
      if (store.created) {
        setLabel('');
        setPermissions([]);
        setDays('');
      }
    });
  };
  return (
    <Card as="form" onSubmit={submit}>
      <Subtitle>{t('apiKeys.new')}</Subtitle>
      <Row>
        <Field>
          {t('apiKeys.label')}
          <Input required value={label} onChange={(e) => setLabel(e.target.value)} />
        </Field>
        <Field>
          {t('apiKeys.days')}
          <Input type="number" min={1} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
        </Field>
      </Row>
      <fieldset>
        <legend>{t('apiKeys.permissions')}</legend>
        {own.map((permission) => (
          <Check key={permission}>
            <input type="checkbox" checked={permissions.includes(permission)} onChange={(e) => setPermissions(e.target.checked ? [...permissions, permission] : permissions.filter((p) => p !== permission))} />
            {permission}
          </Check>
        ))}
      </fieldset>
      <Button type="submit" disabled={!label.trim() || permissions.length === 0 || store.keys.change.loading}>
        {t('apiKeys.create')}
      </Button>
    </Card>
  );
});
