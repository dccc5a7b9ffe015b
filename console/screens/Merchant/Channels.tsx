import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceChannel, MerchantSettings } from '@common/contract/consoleMerchant';
import type { CustomerServiceType, DownloadResource } from '@common/contract/system';
import { Button, Field, Input, Row, Select } from '../../components/ui';
import { useFeature } from '../../stores/context';
import { MerchantStore } from '../../stores/MerchantStore';
import { Section } from './Section';

const CS_TYPES: readonly CustomerServiceType[] = ['MIDUOKE', 'TELEGRAM', 'TELEGRAM2', 'FACEBOOK'];

/** Rows the operator adds and removes; each row's fields drawn by `fields`. The whole list is saved (it replaces the stored one). */
function Rows<T>({ rows, onChange, blank, fields, nameOf }: { rows: T[]; onChange: (rows: T[]) => void; blank: T; fields: (row: T, set: (patch: Partial<T>) => void, n: number) => ReactNode; nameOf: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <>
      {rows.map((row, i) => (
        <Row key={i}>
          {fields(row, (patch) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))), i + 1)}
          <Button type="button" $variant="plain" aria-label={t('merchant.removeNamed', { name: nameOf(i + 1) })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {t('merchant.remove')}
          </Button>
        </Row>
      ))}
      <Button type="button" $variant="plain" onClick={() => onChange([...rows, blank])}>
        {t('merchant.addRow')}
      </Button>
    </>
  );
}

/** Customer-service channels: type, title, and address (http(s), tg: or fb-messenger:). */
export function CustomerService({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [channels, setChannels] = useState<CustomerServiceChannel[]>(settings.customerService);
  const trimmed = channels.map((c) => ({ ...c, title: c.title.trim(), url: c.url.trim() }));
  return (
    <Section id="customerService" onSave={() => store.update('customerService', { channels: trimmed })}>
      <Rows
        rows={channels}
        onChange={setChannels}
        blank={{ csType: 'TELEGRAM', title: '', url: '' }}
        nameOf={(n) => t('merchant.channelN', { n })}
        fields={(c, set, n) => (
          <>
            <Field>
              {t('merchant.channelType', { n })}
              <Select value={c.csType} onChange={(e) => set({ csType: e.target.value as CustomerServiceType })}>
                {CS_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </Select>
            </Field>
            <Field>
              {t('merchant.channelTitle', { n })}
              <Input required value={c.title} onChange={(e) => set({ title: e.target.value })} />
            </Field>
            <Field>
              {t('merchant.channelUrl', { n })}
              <Input required value={c.url} placeholder="https://t.me/…" onChange={(e) => set({ url: e.target.value })} />
            </Field>
          </>
        )}
      />
    </Section>
  );
}

/** Download links of the member app, per platform (android, ios, …). */
export function Downloads({ settings }: { settings: MerchantSettings }) {
  const { t } = useTranslation();
  const store = useFeature(MerchantStore);
  const [links, setLinks] = useState<DownloadResource[]>(settings.downloads);
  const trimmed = links.map((l) => ({ resourceType: l.resourceType.trim(), url: l.url.trim() }));
  return (
    <Section id="downloads" onSave={() => store.update('downloads', { links: trimmed })}>
      <Rows
        rows={links}
        onChange={setLinks}
        blank={{ resourceType: 'android', url: '' }}
        nameOf={(n) => t('merchant.linkN', { n })}
        fields={(l, set, n) => (
          <>
            <Field>
              {t('merchant.linkPlatform', { n })}
              <Input required list="download-platforms" value={l.resourceType} onChange={(e) => set({ resourceType: e.target.value })} />
            </Field>
            <Field>
              {t('merchant.linkUrl', { n })}
              <Input required type="url" value={l.url} onChange={(e) => set({ url: e.target.value })} />
            </Field>
          </>
        )}
      />
      <datalist id="download-platforms">
        <option value="android" />
        <option value="ios" />
      </datalist>
    </Section>
  );
}
