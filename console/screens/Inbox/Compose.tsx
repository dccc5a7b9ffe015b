import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_CATEGORIES, type MessageAudience, type MessageCategory } from '@common/contract/inbox';
import { INBOX_BODY_MAX_CHARS, INBOX_TITLE_MAX_CHARS } from '@common/rules/protection';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Alert, Button, Card, Check, Field, Input, Row, Select, Subtitle, TextArea } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { InboxStore } from '../../stores/InboxStore';
import { Preview } from './Preview';

/** Member types a segment may pick (trial accounts, type 4, never get messages). */
const SEGMENT_TYPES = [0, 1, 2, 40, 41, 42] as const;
type AudienceKind = MessageAudience['kind'];

/** The message form: who gets it (one member, a segment, everyone), category, title, body, with a preview. */
export const Compose = observer(function Compose() {
  const { t } = useTranslation();
  const inbox = useFeature(InboxStore);
  const [kind, setKind] = useState<AudienceKind>('member');
  const [username, setUsername] = useState('');
  const [types, setTypes] = useState<number[]>([]);
  const [languages, setLanguages] = useState('');
  const [activeDays, setActiveDays] = useState('');
  const [category, setCategory] = useState<MessageCategory>('service');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [sentTo, setSentTo] = useState<number | null>(null);

  const audience = (): MessageAudience => {
    if (kind === 'member') return { kind, username: username.trim() };
    if (kind === 'all') return { kind };
    const codes = languages.split(/[\s,]+/).map((l) => l.trim().toUpperCase()).filter(Boolean);
    return { kind, memberTypes: types, languages: codes, activeWithinDays: activeDays ? Number(activeDays) : null };
  };
  const toggleType = (type: number) => setTypes((now) => (now.includes(type) ? now.filter((x) => x !== type) : [...now, type]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const sent = await inbox.send({ audience: audience(), category, title, body });
    if (!sent) return;
    setSentTo(sent.recipients);
    setTitle('');
    setBody('');
  };

  return (
    <Card aria-labelledby="inbox-compose">
      <Subtitle id="inbox-compose">{t('inbox.compose')}</Subtitle>
      <form onSubmit={(e) => void submit(e)}>
        <Row>
          <Field>
            {t('inbox.audience')}
            <Select value={kind} onChange={(e) => setKind(e.target.value as AudienceKind)}>
              <option value="member">{t('inbox.audienceMember')}</option>
              <option value="segment">{t('inbox.audienceSegment')}</option>
              <option value="all">{t('inbox.audienceAll')}</option>
            </Select>
          </Field>
          {kind === 'member' && (
            <Field>
              {t('inbox.username')}
              <Input value={username} onChange={(e) => setUsername(e.target.value)} required />
            </Field>
          )}
          <Field>
            {t('inbox.category')}
            <Select value={category} onChange={(e) => setCategory(e.target.value as MessageCategory)}>
              {MESSAGE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`inbox.categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
        </Row>
        {kind === 'segment' && (
          <fieldset>
            <legend>{t('inbox.memberTypes')}</legend>
            <Row>
              {SEGMENT_TYPES.map((type) => (
                <Check key={type}>
                  <input type="checkbox" checked={types.includes(type)} onChange={() => toggleType(type)} />
                  {t(`inbox.types.t${type}`)}
                </Check>
              ))}
            </Row>
            <Row>
              <Field>
                {t('inbox.languages')}
                <Input value={languages} onChange={(e) => setLanguages(e.target.value)} placeholder="EN, BN" />
              </Field>
              <Field>
                {t('inbox.activeWithinDays')}
                <Input type="number" min={1} max={3650} value={activeDays} onChange={(e) => setActiveDays(e.target.value)} />
              </Field>
            </Row>
          </fieldset>
        )}
        <Field>
          {t('inbox.messageTitle')}
          <Input value={title} maxLength={INBOX_TITLE_MAX_CHARS} onChange={(e) => setTitle(e.target.value)} required />
        </Field>
        <Field>
          {t('inbox.body')}
          <TextArea value={body} maxLength={INBOX_BODY_MAX_CHARS} rows={5} onChange={(e) => setBody(e.target.value)} required />
        </Field>
        {category === 'promotion' && <Alert>{t('inbox.promotionNote')}</Alert>}
        <Preview title={title} body={body} category={category} />
        <Button type="submit" disabled={inbox.sending.loading}>
          {t('inbox.send')}
        </Button>
        <ErrorMessage failure={inbox.sending.error} />
        {sentTo !== null && (
          <Alert role="status" $tone="success">
            {t('inbox.sentTo', { count: sentTo })}
          </Alert>
        )}
      </form>
    </Card>
  );
});
