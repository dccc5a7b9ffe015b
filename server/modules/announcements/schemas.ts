/** TypeBox schemas of the announcements calls (§7) and of the console's. */
import { Type } from '@sinclair/typebox';
import {
  ANNOUNCEMENT_PLATFORMS,
  CONTENT_TYPES,
  HOME_GROUPS,
  type AnnouncementFields,
  type AnnouncementImageQuery,
  type AnnouncementQuery,
  type AnnouncementUpdateRequest,
  type ConsoleAnnouncementQuery,
  type NewAnnouncementRequest,
} from '@common/contract/announcements';
import { wireSchema } from '../../http/typebox';

const ContentTypeField = Type.Union(CONTENT_TYPES.map((t) => Type.Literal(t)));
const one = `(${CONTENT_TYPES.join('|')})`;

/** GET announcements: types is a comma list of content types ("B,PL,PU"); a token sent along is ignored. */
export const ListSchema = wireSchema<AnnouncementQuery>()(
  Type.Object({
    types: Type.String({ pattern: `^${one}(,${one})*$`, maxLength: 64 }),
    groupName: Type.Union(HOME_GROUPS.map((g) => Type.Literal(g))),
    platform: Type.Literal('M'),
    merchantCode: Type.String({ minLength: 1, maxLength: 64 }),
  }),
);

/** Text per upper-case language code, at least one. */
const LocalizedText = (maxLength: number) =>
  Type.Record(Type.String({ pattern: '^[A-Z]{2,3}$' }), Type.String({ minLength: 1, maxLength }), { minProperties: 1, maxProperties: 30, additionalProperties: false });

/** A site path ("/m/activity") or an http(s) URL; not "//host", which a browser reads as another site. */
const Url = Type.Union([Type.String({ pattern: '^(https?://\\S+|/(?!/)\\S*)$', maxLength: 500 }), Type.Null()]);
/** Epoch milliseconds. */
const Instant = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });

const Fields = {
  contentType: ContentTypeField,
  groupName: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
  platform: Type.Union(ANNOUNCEMENT_PLATFORMS.map((p) => Type.Literal(p))),
  title: LocalizedText(200),
  /** Banners need no text besides the title; notices and popups carry it here. */
  content: LocalizedText(5000),
  imageUrl: Url,
  linkUrl: Url,
  ordinal: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  active: Type.Boolean(),
  startsAt: Instant,
  endsAt: Type.Union([Instant, Type.Null()]),
};

const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });

const createFields = {
  contentType: Fields.contentType,
  groupName: Fields.groupName,
  platform: Fields.platform,
  title: Fields.title,
  content: Type.Optional(Fields.content),
  imageUrl: Type.Optional(Fields.imageUrl),
  linkUrl: Type.Optional(Fields.linkUrl),
  ordinal: Type.Optional(Fields.ordinal),
  active: Type.Optional(Fields.active),
  startsAt: Type.Optional(Fields.startsAt),
  endsAt: Type.Optional(Fields.endsAt),
};

/** POST body: type, group, platform and title required; the rest default (now, no end, active, ordinal 0). */
export const CreateBody = wireSchema<NewAnnouncementRequest>()(Type.Object({ ...createFields, merchantCode: Type.Optional(MerchantCode) }, { additionalProperties: false }));
export type CreateInput = AnnouncementFields;

/** PUT body: any of the fields, at least one; each given one replaces the stored value. */
export const UpdateBody = wireSchema<AnnouncementUpdateRequest>()(Type.Partial(Type.Object(Fields), { minProperties: 1, additionalProperties: false }));
export type UpdateInput = AnnouncementUpdateRequest;

export const ConsoleListQuery = wireSchema<ConsoleAnnouncementQuery>()(
  Type.Object({ merchantCode: Type.Optional(MerchantCode), contentType: Type.Optional(ContentTypeField) }, { additionalProperties: false }),
);
export const ImageQuery = wireSchema<AnnouncementImageQuery>()(Type.Object({ merchantCode: Type.Optional(MerchantCode) }, { additionalProperties: false }));
export const AnnouncementParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
