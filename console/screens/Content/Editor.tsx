import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ANNOUNCEMENT_IMAGE_TYPES, ANNOUNCEMENT_PLATFORMS, HOME_GROUPS, type ConsoleAnnouncement } from '@common/contract/announcements';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Alert, Button, Card, Check, Field, Input, Row, Select, Subtitle } from '../../components/ui';
import { ContentStore } from '../../stores/ContentStore';
import { useFeature } from '../../stores/context';
import { draftOf, hasContent, hasImage, requestOf, type Draft, type DraftProblem } from './draft';
import { LanguageTexts } from './LanguageTexts';
import { Preview } from './Preview';
import { TypeOptions } from './TypeOptions';

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.base.space.xl};
  > form {
    flex: 1 1 420px;
    min-width: 0;
  }
`;

/** Creates (announcement null) or changes an announcement, with the phone preview beside the form. */
export const Editor = observer(function Editor({ announcement, languages, onDone }: { announcement: ConsoleAnnouncement | null; languages: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const store = useFeature(ContentStore);
  const [draft, setDraft] = useState<Draft>(() => draftOf(announcement));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const previewLangs = [...new Set([...languages, ...Object.keys(draft.title)])];
  const [previewLang, setPreviewLang] = useState(previewLangs[0] ?? 'EN');
  // Functional update: the operator may type elsewhere while the upload runs.
  const uploadImage = async (file: File | undefined) => {
    const url = file ? await store.uploadImage(file) : null;
    if (url) setDraft((current) => ({ ...current, imageUrl: url }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(draft);
    setProblem('problem' in request ? request.problem : null);
    if ('fields' in request && (await store.store(announcement?.id ?? null, request.fields))) onDone();
  };
  return (
    <Card aria-labelledby="content-editor">
      <Subtitle id="content-editor">{announcement ? t('content.editing', { id: announcement.id }) : t('content.new')}</Subtitle>
      <Columns>
        <form onSubmit={(event) => void submit(event)}>
          <Row>
            <Field>
              {t('content.type')}
              <Select value={draft.contentType} onChange={(e) => set({ contentType: e.target.value as Draft['contentType'] })}>
                <TypeOptions />
              </Select>
            </Field>
            <Field>
              {t('content.group')}
              <Input list="content-groups" value={draft.groupName} onChange={(e) => set({ groupName: e.target.value })} />
              <datalist id="content-groups">
                {HOME_GROUPS.map((group) => (
                  <option key={group} value={group} />
                ))}
              </datalist>
            </Field>
            <Field>
              {t('content.platform')}
              <Select value={draft.platform} onChange={(e) => set({ platform: e.target.value as Draft['platform'] })}>
                {ANNOUNCEMENT_PLATFORMS.map((platform) => (
                  <option key={platform} value={platform}>
                    {t(`content.platforms.${platform}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              {t('content.ordinal')}
              <Input type="number" value={draft.ordinal} onChange={(e) => set({ ordinal: e.target.value })} />
            </Field>
          </Row>
          <LanguageTexts
            languages={languages}
            title={draft.title}
            content={draft.content}
            withContent={hasContent(draft.contentType)}
            onTitle={(title) => set({ title })}
            onContent={(content) => set({ content })}
          />
          {hasImage(draft.contentType) && (
            <Row>
              <Field>
                {t('content.image')}
                <Input value={draft.imageUrl} placeholder="https://…" onChange={(e) => set({ imageUrl: e.target.value })} />
              </Field>
              <Field>
                {t('content.uploadImage')}
                <Input type="file" accept={ANNOUNCEMENT_IMAGE_TYPES.join(',')} disabled={store.upload.loading} onChange={(e) => void uploadImage(e.target.files?.[0])} />
              </Field>
            </Row>
          )}
          <ErrorMessage failure={store.upload.error} />
          <Field>
            {t('content.link')}
            <Input value={draft.linkUrl} placeholder="/m/activity" onChange={(e) => set({ linkUrl: e.target.value })} />
          </Field>
          <Row>
            <Field>
              {t('content.startsAt')}
              <Input type="datetime-local" value={draft.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />
            </Field>
            <Field>
              {t('content.endsAt')}
              <Input type="datetime-local" value={draft.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />
            </Field>
            <Check>
              <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
              {t('content.active')}
            </Check>
          </Row>
          {problem && <Alert role="alert">{t(`content.problems.${problem}`)}</Alert>}
          <ErrorMessage failure={store.save.error} />
          <Row>
            <Button type="submit" disabled={store.save.loading}>
              {t('content.save')}
            </Button>
            <Button type="button" $variant="plain" onClick={onDone}>
              {t('content.cancel')}
            </Button>
          </Row>
        </form>
        <div>
          <Field>
            {t('content.previewLanguage')}
            <Select value={previewLang} onChange={(e) => setPreviewLang(e.target.value)}>
              {previewLangs.map((lang) => (
                <option key={lang}>{lang}</option>
              ))}
            </Select>
          </Field>
          <Preview draft={draft} lang={previewLang} />
        </div>
      </Columns>
    </Card>
  );
});
