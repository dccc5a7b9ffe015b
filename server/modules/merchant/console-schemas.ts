/** TypeBox schemas of the console's merchant settings calls (common/contract/consoleMerchant.ts). */
import { Type } from '@sinclair/typebox';
import {
  MERCHANT_CODE_PATTERN,
  type Branding,
  type CustomerServiceRequest,
  type DownloadsRequest,
  type LanguagesRequest,
  type MaintenanceRequest,
  type MerchantSettings,
  type MerchantSummary,
  type NewMerchantRequest,
  type RegisterFieldsRequest,
  type TransferLaunchModeRequest,
} from '@common/contract/consoleMerchant';
import { TRANSFER_LAUNCH_MODES } from '@common/rules/transfers';
import type { RegionRestriction, Whitelabel } from '@common/contract/system';
import { wireSchema } from '../../http/typebox';
import { Colour, CustomerServiceSchema, DownloadResourceSchema, RegionRestrictionSchema, RegisterFieldNameSchema, RegisterSettingsSchema, WhitelabelSchema } from './config-schema';

const closed = { additionalProperties: false } as const;
const Code = Type.String({ pattern: MERCHANT_CODE_PATTERN });

export const MerchantSummarySchema = wireSchema<MerchantSummary>()(
  Type.Object({ code: Type.String(), trialCode: Type.Union([Type.String(), Type.Null()]), name: Type.String(), maintenance: Type.Boolean() }),
);

const BrandingSchema = Type.Object({ template: Type.Union([Type.Literal('dark'), Type.Literal('light')]), themeColor: Colour, backgroundColor: Colour }, closed);

const TransferLaunchModeSchema = Type.Union(TRANSFER_LAUNCH_MODES.map((m) => Type.Literal(m)));

export const TransferLaunchModeBody = wireSchema<TransferLaunchModeRequest>()(Type.Object({ mode: TransferLaunchModeSchema }, closed));

export const MerchantSettingsSchema = wireSchema<MerchantSettings>()(
  Type.Object({
    ...MerchantSummarySchema.properties,
    regionRestriction: Type.Object({ blockedCountries: Type.Array(Type.String()), blockedCidrs: Type.Array(Type.String()) }),
    whitelabel: WhitelabelSchema,
    languages: Type.Array(Type.String()),
    defaultLanguage: Type.String(),
    branding: BrandingSchema,
    customerService: Type.Array(CustomerServiceSchema),
    downloads: Type.Array(DownloadResourceSchema),
    register: RegisterSettingsSchema,
    transferLaunchMode: TransferLaunchModeSchema,
  }),
);

export const NewMerchantBody = wireSchema<NewMerchantRequest>()(
  Type.Object({ code: Code, trialCode: Type.Optional(Code), name: Type.String({ minLength: 1, maxLength: 64 }), copyFrom: Type.Optional(Code) }, closed),
);
export const MaintenanceBody = wireSchema<MaintenanceRequest>()(Type.Object({ enabled: Type.Boolean() }, closed));
export const RegionRestrictionBody = wireSchema<RegionRestriction>()(RegionRestrictionSchema);
/** Only the switches named change; at least one. */
export const WhitelabelBody = wireSchema<Partial<Whitelabel>>()(Type.Partial(WhitelabelSchema, { ...closed, minProperties: 1 }));
export const RegisterFieldsBody = wireSchema<RegisterFieldsRequest>()(
  Type.Object(
    {
      fields: Type.Array(Type.Object({ name: RegisterFieldNameSchema, show: Type.Boolean(), required: Type.Boolean() }, closed), { minItems: 1, maxItems: 20 }),
      minAge: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    },
    closed,
  ),
);
export const LanguagesBody = wireSchema<LanguagesRequest>()(
  Type.Object({ languages: Type.Array(Type.String({ maxLength: 8 }), { minItems: 1, maxItems: 40 }), defaultLanguage: Type.String({ maxLength: 8 }) }, closed),
);
export const BrandingBody = wireSchema<Branding>()(BrandingSchema);
export const CustomerServiceBody = wireSchema<CustomerServiceRequest>()(Type.Object({ channels: Type.Array(CustomerServiceSchema, { maxItems: 20 }) }, closed));
export const DownloadsBody = wireSchema<DownloadsRequest>()(Type.Object({ links: Type.Array(DownloadResourceSchema, { maxItems: 20 }) }, closed));
