/**
 * §5 picture rules of an upload (reward applications, deposit proofs, identity documents): jpeg,
 * jpg or png, each at most IMAGE_MAX_BYTES, at most IMAGES_MAX_COUNT in all. The server checks the
 * bytes again; this spares the player an upload the server would refuse.
 */
import { IMAGE_MAX_BYTES, IMAGES_MAX_COUNT } from '@common/rules/limits';

/** §4: a picture picker's rows hold 4 items. */
export const PICTURE_GRID_COLUMNS = 4;
/** The file types a picture may be (§5: jpeg, jpg or png), as MIME types and as file name endings. */
export const PICTURE_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
export const PICTURE_EXTENSIONS: readonly string[] = ['jpeg', 'jpg', 'png'];

/** The file types a picker takes, as MIME types and as file name endings. */
export interface PictureTypes {
  mime: readonly string[];
  extensions: readonly string[];
}

/** §5 uploads (reward applications, deposit proofs, identity documents): jpeg, jpg or png. */
export const UPLOAD_PICTURE_TYPES: PictureTypes = { mime: PICTURE_MIME_TYPES, extensions: PICTURE_EXTENSIONS };
/** §5 generic image picker: jpg, jpeg, png and gif. */
export const GENERIC_PICTURE_TYPES: PictureTypes = { mime: [...PICTURE_MIME_TYPES, 'image/gif'], extensions: [...PICTURE_EXTENSIONS, 'gif'] };

/** Why a chosen picture was turned away. */
export type PictureProblem = 'type' | 'size' | 'count';

/** §5: each problem's info toast (1.5 s), by the spec's translation keys. */
export const PICTURE_PROBLEM_KEYS: Readonly<Record<PictureProblem, string>> = {
  type: 'activity_apply_remark_limit2',
  size: 'activity_apply_remark_limit3',
  count: 'activity_apply_remark_limit4',
};

/** True for a file of the given types (jpeg or png unless told) by its type and, when the name has an ending, by that too. */
export function isPictureType(file: Pick<File, 'name' | 'type'>, types: PictureTypes = UPLOAD_PICTURE_TYPES): boolean {
  const dot = file.name.lastIndexOf('.');
  const ending = dot < 0 ? null : file.name.slice(dot + 1).toLowerCase();
  return types.mime.includes(file.type) && (ending === null || types.extensions.includes(ending));
}

/**
 * Adds chosen pictures to the `held` ones by the §5 rules: a picture of another type or over the
 * size is turned away, and so is any past the count. Returns what is kept and each problem once.
 */
export function addPictures<F extends Pick<File, 'name' | 'type' | 'size'>>(
  held: readonly F[],
  chosen: readonly F[],
  max: number = IMAGES_MAX_COUNT,
  types: PictureTypes = UPLOAD_PICTURE_TYPES,
): { pictures: F[]; problems: PictureProblem[] } {
  const pictures = [...held];
  const problems = new Set<PictureProblem>();
  for (const file of chosen) {
    if (!isPictureType(file, types)) problems.add('type');
    else if (file.size > IMAGE_MAX_BYTES) problems.add('size');
    else if (pictures.length >= max) problems.add('count');
    else pictures.push(file);
  }
  return { pictures, problems: [...problems] };
}
