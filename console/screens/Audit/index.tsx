import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntryValue } from '@common/contract/consoleReports';
import type { Column } from '../../components/DataTable';
import { DateRange, rangeOf, type Dates } from '../../components/DateRange';
import { PagedTable } from '../../components/PagedTable';
import { Button, Code, Field, Input, LinkButton, Row, Title } from '../../components/ui';
import { dateTime } from '../../format';
import { AuditStore } from '../../stores/AuditStore';
import { useFeature } from '../../stores/context';
import { ChainCheck } from './ChainCheck';

const COLUMNS: Column<AuditEntryValue>[] = [
  { labelKey: 'audit.seq', render: (r) => r.chainSeq ?? '' },
  { labelKey: 'audit.at', render: (r) => dateTime(r.at) },
  { labelKey: 'audit.actor', render: (r) => r.actor },
  { labelKey: 'audit.action', render: (r) => r.action },
  { labelKey: 'audit.subject', render: (r) => r.subject },
  { labelKey: 'audit.reason', render: (r) => r.reason },
  { labelKey: 'audit.ip', render: (r) => r.ip },
  { labelKey: 'audit.detail', render: (r) => (r.detail ? <Code>{JSON.stringify(r.detail)}</Code> : '') },
];

/** The audit log: verify the hash chain, filter and page the rows, download them as CSV. */
const Audit = observer(function Audit() {
  const { t } = useTranslation();
  const audit = useFeature(AuditStore);
  const [actor, setActor] = useState(audit.filter.actor ?? '');
  const [action, setAction] = useState(audit.filter.action ?? '');
  const [subject, setSubject] = useState(audit.filter.subject ?? '');
  const [dates, setDates] = useState<Dates>({ from: '', to: '' });
  useEffect(() => void audit.load(1), [audit]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void audit.load(1, { actor: actor.trim() || undefined, action: action.trim() || undefined, subject: subject.trim() || undefined, ...rangeOf(dates) });
  };
  return (
    <>
      <Title>{t('audit.title')}</Title>
      <ChainCheck />
      <form onSubmit={submit}>
        <Row>
          <Field>
            {t('audit.actor')}
            <Input value={actor} onChange={(e) => setActor(e.target.value)} placeholder="operator:1" />
          </Field>
          <Field>
            {t('audit.action')}
            <Input value={action} onChange={(e) => setAction(e.target.value)} placeholder="wallet.adjust" />
          </Field>
          <Field>
            {t('audit.subject')}
            <Input value={subject} onChange={(e) => setSubject(e.target.value)} placeholder="member:12" />
          </Field>
          <DateRange value={dates} onChange={setDates} />
          <Button type="submit">{t('filters.apply')}</Button>
          <LinkButton href={audit.csvUrl} download="audit.csv">
            {t('audit.csv')}
          </LinkButton>
        </Row>
      </form>
      <PagedTable of={audit.rows} caption={t('audit.title')} columns={COLUMNS} rowKey={(r) => r.id} load={(n) => void audit.load(n)} />
    </>
  );
});

export default Audit;
