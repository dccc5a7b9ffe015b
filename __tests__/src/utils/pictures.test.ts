import { IMAGE_MAX_BYTES, IMAGES_MAX_COUNT } from '@common/rules/limits';
import { addPictures, isPictureType, PICTURE_PROBLEM_KEYS } from '../../../src/utils/pictures';

const file = (name: string, type = 'image/jpeg', size = 100) => ({ name, type, size });

describe('§5 picture rules', () => {
  it('accepts jpeg, jpg and png by type and name; refuses gif, webp and a png named .gif', () => {
    expect(isPictureType(file('a.jpeg'))).toBe(true);
    expect(isPictureType(file('a.JPG'))).toBe(true);
    expect(isPictureType(file('a.png', 'image/png'))).toBe(true);
    expect(isPictureType(file('camera-roll', 'image/png'))).toBe(true);
    expect(isPictureType(file('a.gif', 'image/gif'))).toBe(false);
    expect(isPictureType(file('a.webp', 'image/webp'))).toBe(false);
    expect(isPictureType(file('a.gif', 'image/png'))).toBe(false);
  });

  it('turns away a picture over 5 MB (5242880 bytes), keeps one of exactly that size', () => {
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
    const { pictures, problems } = addPictures([], [file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1), file('ok.jpg', 'image/jpeg', IMAGE_MAX_BYTES)]);
    expect(pictures.map((p) => p.name)).toEqual(['ok.jpg']);
    expect(problems).toEqual(['size']);
  });

  it('keeps at most 3: the fourth is turned away for its count', () => {
    expect(IMAGES_MAX_COUNT).toBe(3);
    const held = [file('1.jpg'), file('2.jpg')];
    const { pictures, problems } = addPictures(held, [file('3.jpg'), file('4.jpg')]);
    expect(pictures.map((p) => p.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(problems).toEqual(['count']);
  });

  it('reports each problem once, by the spec keys activity_apply_remark_limit2/3/4', () => {
    const { problems } = addPictures([], [file('a.gif', 'image/gif'), file('b.gif', 'image/gif'), file('c.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1)]);
    expect(problems).toEqual(['type', 'size']);
    expect(PICTURE_PROBLEM_KEYS).toEqual({ type: 'activity_apply_remark_limit2', size: 'activity_apply_remark_limit3', count: 'activity_apply_remark_limit4' });
  });
});
