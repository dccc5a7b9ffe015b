import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PromotionCard } from '@common/contract/promotions';
import { IMAGES_MAX_COUNT, REMARK_MAX_CHARS } from '@common/rules/limits';
import { ImagePicker } from '../../components/form/ImagePicker';
import { Field, HintText, Label } from '../../components/form/styles';
import { Button, Card, Muted, Page } from '../../components/ui';
import { activityPath, routerPath } from '../../paths';
import { useFeature, useStores } from '../../stores';
import { PromotionStore } from '../../stores/PromotionStore';
import { applyReady, canApply, remarkLength } from '../../stores/promotions/applyRules';

const Remarks = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${(p) => p.theme.base.space.s};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.medium};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  resize: vertical;
`;

const Counter = styled.span`
  align-self: flex-end;
  font-size: ${(p) => p.theme.base.fontSize.small};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The promotion id of the query (§2: the chosen promotion rides in it), or null. */
function promotionIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('promotionId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether an input is required (§3 Y/N), as the word beside its label. */
function useNeedWord(required: boolean): string {
  const { t } = useTranslation();
  return t(required ? 'promo.required' : 'promo.optional');
}

/** The form of one promotion: remarks, pictures, and the submit the §5 rules enable. */
const ApplyForm = observer(function ApplyForm({ card }: { card: PromotionCard }) {
  const { t } = useTranslation();
  const store = useFeature(PromotionStore);
  const navigate = useNavigate();
  const id = useId();
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<File[]>([]);
  const ready = applyReady(card, { remarks, pictureCount: pictures.length });
  const remarkWord = useNeedWord(card.remarkRequired === 'Y');
  const pictureWord = useNeedWord(card.imageRequired === 'Y');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    // §4: on success back to the events centre; a refusal keeps the form as it was.
    if (await store.applyReward({ promotionId: card.id, remarks, pictures })) navigate(routerPath(activityPath()), { replace: true });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Card>
        <h2>{card.title}</h2>
        {card.summary && <Muted>{card.summary}</Muted>}
        <Field>
          <Label htmlFor={`${id}-remarks`}>{`${t('promo.remarks')} (${remarkWord})`}</Label>
          <Remarks
            id={`${id}-remarks`}
            name="remarks"
            value={remarks}
            maxLength={REMARK_MAX_CHARS}
            aria-describedby={`${id}-count`}
            aria-required={card.remarkRequired === 'Y'}
            onChange={(event) => setRemarks(event.target.value.slice(0, REMARK_MAX_CHARS))}
          />
          <Counter id={`${id}-count`} aria-live="polite">
            {t('promo.remarkCount', { n: remarkLength(remarks), max: REMARK_MAX_CHARS })}
          </Counter>
        </Field>
        <ImagePicker name="pictures" label={`${t('promo.pictures')} (${pictureWord})`} pictures={pictures} onChange={setPictures} max={IMAGES_MAX_COUNT} />
        {!ready && <HintText>{t('promo.applyNeeds')}</HintText>}
        <Button type="submit" disabled={!ready || store.busy}>
          {t('promo.submitApply')}
        </Button>
      </Card>
    </form>
  );
});

/**
 * /m/applyReward (§2, §4, §5): a reward application for the promotion named in the query. Opened
 * without a session or without a promotion that takes applications, it returns to /m/activity.
 */
const ApplyReward = observer(function ApplyReward() {
  const { t } = useTranslation();
  const { session } = useStores();
  const store = useFeature(PromotionStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const promotionId = promotionIdOf(params);
  const [card, setCard] = useState<PromotionCard | null>(null);
  const loggedIn = session.isLoggedIn;

  useEffect(() => {
    const back = () => navigate(routerPath(activityPath()), { replace: true });
    if (!loggedIn || promotionId === null) {
      back();
      return;
    }
    let live = true;
    void store.find(promotionId).then((found) => {
      if (!live) return;
      if (found && canApply(found)) setCard(found);
      else back();
    });
    return () => {
      live = false;
    };
  }, [loggedIn, promotionId, store, navigate]);

  return <Page>{card ? <ApplyForm card={card} /> : <Muted role="status">{t('pay.loading')}</Muted>}</Page>;
});

export default ApplyReward;
