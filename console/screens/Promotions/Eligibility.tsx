import { useTranslation } from 'react-i18next';
import { Check, Field, Input, Row, Subtitle } from '../../components/ui';
import { MEMBER_TYPES, type Form } from './draft';
import { toggled } from './Figures';

/** Who may take part: member types (none ticked: every real type), new members only, the members' languages. */
export function Eligibility({ form, set }: { form: Form; set: (patch: Partial<Form>) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>
        <Subtitle as="span">{t('promotions.eligibility')}</Subtitle>
      </legend>
      <fieldset>
        <legend>{t('promotions.fields.memberTypes')}</legend>
        <Row>
          {MEMBER_TYPES.map((type) => (
            <Check key={type}>
              <input type="checkbox" checked={form.memberTypes.includes(type)} onChange={() => set({ memberTypes: toggled(form.memberTypes, type) })} />
              {t(`inbox.types.t${type}`)}
            </Check>
          ))}
        </Row>
      </fieldset>
      <Row>
        <Check>
          <input type="checkbox" checked={form.newMembersOnly} onChange={(e) => set({ newMembersOnly: e.target.checked })} />
          {t('promotions.fields.newMembersOnly')}
        </Check>
        <Field>
          {t('promotions.fields.languages')}
          <Input value={form.languages} placeholder="EN, BN" onChange={(e) => set({ languages: e.target.value })} />
        </Field>
      </Row>
    </fieldset>
  );
}
