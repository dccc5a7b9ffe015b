/** Response value schemas of the system calls, each tied to its wire type in common/contract/system.ts. */
import { Type } from '@sinclair/typebox';
import type { BrandColours, ConsolidatedSettings, CountryEntry, DomainRoute, RegisterSettings, SystemStatusValue, Whitelabel } from '@common/contract/system';
import { wireSchema } from '../../http/typebox';
import { RegisterSettingsSchema as StoredRegisterSettings, WhitelabelSchema as StoredWhitelabel } from '../merchant';

const Template = Type.Union([Type.Literal('dark'), Type.Literal('light')]);
const MobileTemplate = Type.Object({ mem_cen: Type.String(), dep_func: Type.String() });
const BrandColoursSchema = wireSchema<BrandColours>()(Type.Object({ themeColor: Type.String(), backgroundColor: Type.String() }));

export const WhitelabelSchema = wireSchema<Whitelabel>()(StoredWhitelabel);
export const RegisterSettingsSchema = wireSchema<RegisterSettings>()(StoredRegisterSettings);
export const DomainRouteSchema = wireSchema<DomainRoute>()(Type.Object({ mainDomain: Type.String(), domains: Type.Array(Type.String()) }));

export const CountryEntrySchema = wireSchema<CountryEntry>()(
  Type.Object({ countryCode: Type.String(), countryDialingCode: Type.String(), name: Type.String() }),
);

export const ConsolidatedSettingsSchema = wireSchema<ConsolidatedSettings>()(
  Type.Object({
    merchantCode: Type.String(),
    languages: Type.Array(Type.String()),
    defaultLanguage: Type.String(),
    template: Template,
    whitelabel: WhitelabelSchema,
    mobileTemplate: MobileTemplate,
    theme: BrandColoursSchema,
  }),
);

export const SystemStatusSchema = wireSchema<SystemStatusValue>()(
  Type.Object({
    info: Type.Object({
      merchantCode: Type.String(),
      merchantName: Type.String(),
      languages: Type.Array(Type.String()),
      defaultLanguage: Type.String(),
      template: Template,
      theme: BrandColoursSchema,
      customerService: Type.Array(
        Type.Object({
          csType: Type.Union([Type.Literal('MIDUOKE'), Type.Literal('TELEGRAM'), Type.Literal('TELEGRAM2'), Type.Literal('FACEBOOK')]),
          title: Type.String(),
          path: Type.String({ description: 'The channel URL, encoded with its 8-character key (docs/decisions.md)' }),
        }),
      ),
      domainRoute: DomainRouteSchema,
      mobileTemplate: MobileTemplate,
      paths: Type.Object({ base: Type.String(), api: Type.String(), icons: Type.String() }),
      register: RegisterSettingsSchema,
      resources: Type.Array(Type.Object({ resourceType: Type.String(), url: Type.String() })),
      whitelabel: WhitelabelSchema,
      mainDomain: Type.String(),
      imageCDNs: Type.Array(Type.String()),
    }),
    location: Type.Object({ ip: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }),
    maintenance: Type.Boolean(),
    regionRestriction: Type.Boolean(),
  }),
);
