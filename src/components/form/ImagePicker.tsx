import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMAGES_MAX_COUNT } from '@common/rules/limits';
import { useStores } from '../../stores';
import { previewRotation } from '../../utils/exifOrientation';
import { addPictures, GENERIC_PICTURE_TYPES, PICTURE_GRID_COLUMNS, PICTURE_PROBLEM_KEYS, UPLOAD_PICTURE_TYPES } from '../../utils/pictures';
import { Button } from '../ui';
import { Field, HintText, Label } from './styles';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${PICTURE_GRID_COLUMNS}, 1fr);
  gap: ${(p) => p.theme.base.space.s};
  li { display: flex; flex-direction: column; gap: ${(p) => p.theme.base.space.xs}; min-width: 0; }
  /* The turn comes from the picture's EXIF (§4); the browser's own would turn it twice. */
  img { width: 100%; aspect-ratio: 1; object-fit: cover; image-orientation: none; border-radius: ${(p) => p.theme.base.radius.small}; }
  span { font-size: ${(p) => p.theme.base.fontSize.small}; overflow-wrap: anywhere; }
`;

/** The file input, drawn as a button: a real, focusable input under a label that looks like one. */
const Chooser = styled.label`
  position: relative;
  min-height: ${(p) => p.theme.base.touchTarget};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${(p) => p.theme.base.space.l};
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.base.radius.medium};
  font-weight: 600;
  cursor: pointer;
  input { position: absolute; inset: 0; opacity: 0; cursor: pointer; }
  &:focus-within { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 1px; }
`;

/**
 * A chosen picture's thumbnail, read as a data URL (no object URL to revoke) and turned upright by
 * its EXIF orientation (§4: 0, 90, 180, 270 degrees); its name until read; the load-failure text
 * (§5) when it cannot be read or shown.
 */
function Thumbnail({ file, alt }: { file: File; alt: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [rotation, setRotation] = useState(0);
  useEffect(() => {
    if (typeof FileReader === 'undefined') return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => setFailed(true);
    reader.readAsDataURL(file);
    void previewRotation(file).then((degrees) => live && setRotation(degrees));
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);
  if (failed) return <span role="img" aria-label={alt}>{t('pay.pictureLoadFailed')}</span>;
  if (!url) return <span>{file.name}</span>;
  return <img src={url} alt={alt} data-rotation={rotation} style={rotation ? { transform: `rotate(${rotation}deg)` } : undefined} onError={() => setFailed(true)} />;
}

export interface ImagePickerProps {
  /** The request field the pictures go in (§7: pictures; identity: front, back, selfie). */
  name: string;
  label: string;
  pictures: readonly File[];
  onChange: (pictures: File[]) => void;
  max?: number;
  /** A line under the rules (a resubmission: the picture sent before is kept). */
  note?: string;
  /** §5 generic picker: jpg, jpeg, png and gif, one file per choice. Otherwise the upload rules: jpeg, jpg or png. */
  generic?: boolean;
}

/**
 * A picture picker with the §5 rules: jpeg, jpg or png, each at most 5 MB, at most `max`; a picture
 * that breaks a rule is turned away with its 1.5 s info toast. Adding or removing reports the new
 * list (§4); rows hold 4 pictures; previews are turned upright by their EXIF orientation (the server
 * strips EXIF and applies the orientation to what it keeps). `generic` also takes gif, one file per choice.
 */
export function ImagePicker({ name, label, pictures, onChange, max = IMAGES_MAX_COUNT, note, generic = false }: ImagePickerProps) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const id = `${useId()}-${name}`;
  const types = generic ? GENERIC_PICTURE_TYPES : UPLOAD_PICTURE_TYPES;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file chosen again after a removal must fire a change.
    event.target.value = '';
    const { pictures: kept, problems } = addPictures(pictures, chosen, max, types);
    for (const problem of problems) ui.showToast({ key: PICTURE_PROBLEM_KEYS[problem] }, 'info');
    if (kept.length !== pictures.length) onChange(kept);
  };

  return (
    <Field>
      <Label as="span" id={`${id}-label`}>
        {label}
      </Label>
      <HintText id={`${id}-hint`}>
        {t(generic ? 'pay.pictureRulesGeneric' : 'pay.pictureRules', { max })}
        {note && ` ${note}`}
      </HintText>
      {pictures.length > 0 && (
        <Grid>
          {pictures.map((picture, index) => (
            <li key={`${picture.name}-${index}`}>
              <Thumbnail file={picture} alt={t('pay.pictureN', { n: index + 1 })} />
              <Button type="button" $variant="ghost" onClick={() => onChange(pictures.filter((_, i) => i !== index))} aria-label={t('pay.removePictureN', { n: index + 1 })}>
                {t('pay.remove')}
              </Button>
            </li>
          ))}
        </Grid>
      )}
      {pictures.length < max && (
        <Chooser>
          {t('pay.choosePicture')}
          <input type="file" name={name} accept={types.mime.join(',')} multiple={!generic && max > 1} onChange={choose} aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} />
        </Chooser>
      )}
    </Field>
  );
}
