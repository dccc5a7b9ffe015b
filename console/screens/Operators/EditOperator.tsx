import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorStatus, OperatorSummary } from '@common/contract/consoleAdmin';
import type { Role } from '@common/rules/operatorRoles';
import { Button, Card, Field, Row, Select, Subtitle, TextArea } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { OperatorsStore } from '../../stores/OperatorsStore';
import { RolePicker } from './RolePicker';

/** One operator's roles and status, its sessions and its second factor; each change with the reason the audit keeps. */
export const EditOperator = observer(function EditOperator({ operator, onDone }: { operator: OperatorSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(OperatorsStore);
  const [roles, setRoles] = useState<Role[]>(operator.roles);
  const [status, setStatus] = useState<OperatorStatus>(operator.status);
  const [reason, setReason] = useState('');
  const busy = store.operators.change.loading;
  const save = async () => {
    if (await store.update(operator.id, { roles, status, reason: reason.trim() })) onDone();
  };
  return (
    <Card aria-label={t('operators.editNamed', { name: operator.username })}>
      <Subtitle>{t('operators.editNamed', { name: operator.username })}</Subtitle>
      <RolePicker value={roles} onChange={setRoles} />
      <Row>
        <Field>
          {t('operators.status')}
          <Select value={status} onChange={(e) => setStatus(e.target.value as OperatorStatus)}>
            <option value="active">{t('operators.statuses.active')}</option>
            <option value="disabled">{t('operators.statuses.disabled')}</option>
          </Select>
        </Field>
      </Row>
      <Field>
        {t('operators.reason')}
        <TextArea value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <Row>
        <Button type="button" disabled={busy || !reason.trim() || roles.length === 0} onClick={() => void save()}>
          {t('operators.save')}
        </Button>
        <Button type="button" $variant="danger" disabled={busy || !reason.trim()} onClick={() => void store.endSessions(operator.id, reason.trim())}>
          {t('operators.endSessions')}
        </Button>
        <Button type="button" $variant="danger" disabled={busy || !reason.trim()} onClick={() => void store.resetTotp(operator.id, reason.trim())}>
          {t('operators.resetTotp')}
        </Button>
        <Button type="button" $variant="plain" onClick={onDone}>
          {t('common.close')}
        </Button>
      </Row>
    </Card>
  );
});
