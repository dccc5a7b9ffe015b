/** Response value schemas of the announcement calls and operator routes, tied to their types. */
import { Type } from '@sinclair/typebox';
import {
  ANNOUNCEMENT_IMAGE_TYPES,
  ANNOUNCEMENT_PLATFORMS,
  CONTENT_TYPES,
  type AnnounceValue,
  type ConsoleAnnouncement,
  type UploadedImage,
} from '@common/contract/announcements';
import { wireSchema } from '../../http/typebox';

const Notice = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), publishedAt: Type.Integer() });

export const AnnounceValueSchema = wireSchema<AnnounceValue>()(
  Type.Object({
    banners: Type.Array(
      Type.Object({
        url: Type.String(),
        groupName: Type.Optional(Type.String()),
        linkUrl: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      }),
    ),
    player: Type.Array(Notice),
    popup: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), imageUrl: Type.Union([Type.String(), Type.Null()]) })),
    promotion: Type.Array(Notice),
  }),
);

const Localized = Type.Record(Type.String(), Type.String(), { description: 'Text per upper-case language code' });

export const ConsoleAnnouncementSchema = wireSchema<ConsoleAnnouncement>()(
  Type.Object({
    id: Type.Integer(),
    merchantCode: Type.String(),
    contentType: Type.Union(CONTENT_TYPES.map((t) => Type.Literal(t))),
    groupName: Type.String(),
    platform: Type.Union(ANNOUNCEMENT_PLATFORMS.map((p) => Type.Literal(p))),
    title: Localized,
    content: Localized,
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    linkUrl: Type.Union([Type.String(), Type.Null()]),
    ordinal: Type.Integer(),
    active: Type.Boolean(),
    startsAt: Type.Integer(),
    endsAt: Type.Union([Type.Integer(), Type.Null()]),
    createdAt: Type.Integer(),
    updatedAt: Type.Integer(),
  }),
);

export const UploadedImageSchema = wireSchema<UploadedImage>()(
  Type.Object({
    id: Type.Integer(),
    merchantCode: Type.String(),
    url: Type.String({ description: 'Same-origin address to put in an announcement\'s imageUrl' }),
    contentType: Type.Union(ANNOUNCEMENT_IMAGE_TYPES.map((t) => Type.Literal(t))),
    bytes: Type.Integer(),
    width: Type.Integer(),
    height: Type.Integer(),
    sha256: Type.String(),
  }),
);
