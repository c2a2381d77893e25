import { z } from "zod";
import { ZStrongPassword } from "../common/account.ts";
import {
  ZDateTime,
  ZDay,
  ZId,
  ZIdCard,
  ZMonth,
  ZOptionalPhone,
  ZWebUrl,
  MAX_INT4,
  zOptionalText,
  zText,
  ZStoredDateTime,
  UPLOAD_PATH,
} from "./primitives.ts";
import type { PersonalDataKind } from "./personal-data.ts";

/** Text shown to people, in both languages of the product. */
export type Label = { zh: string; en: string };

/** A choice; `color` is its badge's where a list shows it as one (a state). */
export type EnumOption<V extends string = string> = { value: V; label: Label; color?: string };

/** Where a lookup field's choices come from (see the web's lookup sources and the API's `options`). */
export type LookupSource =
  | "town"
  | "villageStation"
  | "userInfo"
  | "personInfo"
  | "goods"
  | "enterprise"
  | "base"
  | "batch"
  | "goodsClass"
  | "house"
  | "traceTemplate"
  | "envDevice"
  | "role"
  | "site"
  /** Users who may be bound to a station as its operators (work platform; station.operatorOptions). */
  | "operatorUser"
  /** The work platform's commodity category tree (hand-written procedures, not a kit resource). */
  | "commodityCategory"
  /** The work platform's stations (station scope: an operator's picker offers their own). */
  | "station"
  | "friendlinkCtg"
  | "memberGroup"
  | "advertisingSpace"
  | "webhookAuth"
  | "department"
  | "member"
  | "scoreGroup";

/** How a field is edited and shown. The web's generic form and table read this; nothing else does. */
type Widget =
  | { kind: "text" }
  | { kind: "textarea" }
  /** `money`: an amount in yuan, shown as ¥1,234.50 (its unit is 元 in forms). */
  | { kind: "number"; decimals: number; unit?: Label; money?: true }
  | { kind: "day" }
  | { kind: "month" }
  | { kind: "dateTime" }
  | { kind: "enum"; options: readonly EnumOption[]; colors?: Record<string, string> }
  | { kind: "enumList"; options: readonly EnumOption[] }
  | { kind: "switch" }
  | { kind: "lookup"; source: LookupSource }
  | { kind: "lookupList"; source: LookupSource }
  | { kind: "region"; part: "province" | "city" | "county" }
  | { kind: "images"; max: number }
  /** One uploaded image, stored as its url (a logo). */
  | { kind: "image" }
  /** Masked text that is never shown back (a new account's password). */
  | { kind: "password" }
  | { kind: "richText" };

/** How the database value becomes the item value (Prisma gives Decimal and Date). */
type Storage = "plain" | "decimal" | "day" | "month";

export type FieldSpec<In extends z.ZodType = z.ZodType, Out extends z.ZodType = z.ZodType> = {
  label: Label;
  /** The value in create and update input. */
  input: In;
  /** The value in the item (list rows, get). */
  output: Out;
  widget: Widget;
  storage: Storage;
  required: boolean;
  /** A to-one relation: the item also carries `{ id, name }` under this name. */
  relation?: { name: string; display: string };
  /** A to-many link table (lookupList): the item carries the chosen `{ id, name }` list under `name`. */
  links?: { name: string; table: string; key: string; target: string; display: string };
  /** Shown under the form input. */
  hint?: Label;
  /** Form grid columns taken (the form has two). */
  span?: 1 | 2;
  /** Personal data: shown masked unless revealed (kit/personal-data.ts). */
  mask?: PersonalDataKind;
};

type Common = { required?: boolean; hint?: Label; span?: 1 | 2 };

function spec<In extends z.ZodType, Out extends z.ZodType>(
  label: Label,
  input: In,
  output: Out,
  widget: Widget,
  options: Common & { storage?: Storage },
  extra: Pick<FieldSpec, "relation" | "links" | "mask"> = {},
): FieldSpec<In, Out> {
  return {
    label,
    input,
    output,
    widget,
    storage: options.storage ?? "plain",
    required: options.required ?? false,
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.span ? { span: options.span } : {}),
    ...extra,
  };
}

const numberOut = z.number();

/**
 * An optional number on a NOT NULL column: empty (absent or null, as a cleared form field sends
 * it) takes the column's default rather than reaching the database as null.
 */
function orDefault<T extends z.ZodType<number>>(base: T, fallback: number): NumberOrDefault<T> {
  return base.nullish().transform((value) => value ?? fallback);
}
type NumberOrDefault<T extends z.ZodType<number>> = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<T>>,
  z.ZodTransform<number, number | null | undefined>
>;

/** An uploaded file's url, as the upload answers it. */
const ZUpload = z.string().regex(UPLOAD_PATH, "validation.invalid");

/** A field whose input rule replaces its builder's: the spec with exactly that input type. */
export type WithInput<F extends FieldSpec, I extends z.ZodType> = Omit<F, "input"> & { input: I };

/**
 * A field whose input rule differs from its builder's (a more specific message or check), and
 * whether it is required where that differs too. The result names the new input's type alone
 * (a spread would give the intersection of both rules' types).
 */
export function withInput<F extends FieldSpec, I extends z.ZodType>(
  spec: F,
  input: I,
  options: { required?: boolean } = {},
): WithInput<F, I> {
  return { ...spec, input, required: options.required ?? spec.required };
}

/**
 * Field builders: each gives the input rule (from the shared primitives), the item shape and the
 * widget of one column. A definition lists its fields with these.
 */
const YUAN: Label = { zh: "元", en: "CNY" };

export const field = {
  text<const R extends boolean = false>(label: Label, options: Common & { required?: R; max?: number } = {}) {
    const max = options.max ?? 100;
    return (
      options.required
        ? spec(label, zText(max), z.string(), { kind: "text" }, { ...options, required: true })
        : spec(label, zOptionalText(max), z.string().nullable(), { kind: "text" }, options)
    ) as Req<R, ReturnType<typeof zText>, z.ZodString, ReturnType<typeof zOptionalText>>;
  },
  textarea<const R extends boolean = false>(label: Label, options: Common & { required?: R; max?: number } = {}) {
    const max = options.max ?? 2000;
    return (
      options.required
        ? spec(label, zText(max), z.string(), { kind: "textarea" }, { span: 2, ...options, required: true })
        : spec(label, zOptionalText(max), z.string().nullable(), { kind: "textarea" }, { span: 2, ...options })
    ) as Req<R, ReturnType<typeof zText>, z.ZodString, ReturnType<typeof zOptionalText>>;
  },
  richText(label: Label, options: Common = {}) {
    return spec(label, zOptionalText(200_000), z.string().nullable(), { kind: "richText" }, { span: 2, ...options });
  },
  /**
   * A phone number: a person's, so masked (138****0000), unless `published` (an office's or an
   * enterprise's number that the public pages show anyway).
   */
  phone(label: Label, options: Common & { published?: boolean } = {}) {
    const { published, ...common } = options;
    return spec(
      label,
      ZOptionalPhone,
      z.string().nullable(),
      { kind: "text" },
      common,
      published ? {} : { mask: "mobile" },
    );
  },
  url(label: Label, options: Common = {}) {
    return spec(label, ZWebUrl, z.string().nullable(), { kind: "text" }, options);
  },
  idCard<const R extends boolean = false>(label: Label, options: Common & { required?: R } = {}) {
    const mask = { mask: "idCard" } as const;
    const built = options.required
      ? spec(label, ZIdCard, z.string(), { kind: "text" }, { ...options, required: true }, mask)
      : spec(
          label,
          z
            .union([z.literal("").transform(() => null), ZIdCard])
            .nullish()
            .transform((value) => value ?? null),
          z.string().nullable(),
          { kind: "text" },
          options,
          mask,
        );
    return built as Req<R, typeof ZIdCard, z.ZodString, OptionalString>;
  },
  integer<const R extends boolean = false, const D extends number | undefined = undefined>(
    label: Label,
    options: Common & { required?: R; min?: number; max?: number; unit?: Label; default?: D } = {},
  ): IntegerSpec<R, D> {
    const base = z
      .number({ error: "validation.number" })
      .int("validation.integer")
      .min(options.min ?? 0, "validation.tooSmall")
      .max(options.max ?? MAX_INT4, "validation.tooBig");
    const widget: Widget = { kind: "number", decimals: 0, ...(options.unit ? { unit: options.unit } : {}) };
    if (options.required)
      return spec(label, base, numberOut, widget, { ...options, required: true }) as unknown as IntegerSpec<R, D>;
    if (options.default !== undefined) {
      return spec(label, orDefault(base, options.default), numberOut, widget, options) as unknown as IntegerSpec<R, D>;
    }
    return spec(
      label,
      base.nullish().transform((value) => value ?? null),
      numberOut.nullable(),
      widget,
      options,
    ) as unknown as IntegerSpec<R, D>;
  },
  /**
   * A decimal column: money (scale 2), quantities (scale 3), coordinates (scale 6). An optional
   * one on a NOT NULL column takes `default` when left empty (the column's own default).
   */
  decimal<const R extends boolean = false, const D extends number | undefined = undefined>(
    label: Label,
    options: Common & {
      required?: R;
      min?: number;
      max: number;
      scale: number;
      unit?: Label;
      /** An amount in yuan (scale 2): shown as money everywhere. */
      money?: true;
      default?: D;
    },
  ): DecimalSpec<R, D> {
    const base = z
      .number({ error: "validation.number" })
      .min(options.min ?? 0, "validation.tooSmall")
      .max(options.max, "validation.tooBig")
      .refine(
        (value) =>
          Number.isFinite(value) &&
          Math.abs(value * 10 ** options.scale - Math.round(value * 10 ** options.scale)) < 1e-6,
        "validation.decimals",
      );
    const widget: Widget = options.money
      ? { kind: "number", decimals: options.scale, unit: YUAN, money: true }
      : { kind: "number", decimals: options.scale, ...(options.unit ? { unit: options.unit } : {}) };
    const storage = { ...options, storage: "decimal" as const };
    if (options.required)
      return spec(label, base, numberOut, widget, { ...storage, required: true }) as unknown as DecimalSpec<R, D>;
    if (options.default !== undefined) {
      return spec(label, orDefault(base, options.default), numberOut, widget, storage) as unknown as DecimalSpec<R, D>;
    }
    return spec(
      label,
      base.nullish().transform((value) => value ?? null),
      numberOut.nullable(),
      widget,
      storage,
    ) as unknown as DecimalSpec<R, D>;
  },
  day<const R extends boolean = false>(label: Label, options: Common & { required?: R } = {}) {
    const built = options.required
      ? spec(label, ZDay, z.string(), { kind: "day" }, { ...options, required: true, storage: "day" })
      : spec(
          label,
          z
            .union([z.literal("").transform(() => null), ZDay])
            .nullish()
            .transform((value) => value ?? null),
          z.string().nullable(),
          { kind: "day" },
          { ...options, storage: "day" },
        );
    return built as Req<R, typeof ZDay, z.ZodString, OptionalString>;
  },
  month(label: Label, options: Common = {}) {
    return spec(label, ZMonth, z.string(), { kind: "month" }, { ...options, required: true, storage: "month" });
  },
  /** A moment; required unless `required: false` (then blank or absent is none). */
  dateTime<const R extends boolean = true>(label: Label, options: Common & { required?: R } = {}) {
    const built =
      options.required === false
        ? spec(
            label,
            z
              .union([z.literal("").transform(() => null), ZDateTime])
              .nullish()
              .transform((value) => value ?? null),
            ZStoredDateTime.nullable(),
            { kind: "dateTime" },
            { ...options, required: false },
          )
        : spec(label, ZDateTime, ZStoredDateTime, { kind: "dateTime" }, { ...options, required: true });
    return built as Req<R, typeof ZDateTime, typeof ZStoredDateTime, OptionalDateTime>;
  },
  enumOf<const V extends readonly [string, ...string[]], const D extends V[number] | undefined = undefined>(
    label: Label,
    options: Common & {
      options: { [K in V[number]]: Label };
      values: V;
      default?: D;
      colors?: Record<string, string>;
    },
  ) {
    const values = options.values;
    const choices = values.map((value) => ({ value, label: options.options[value as V[number]] }));
    const widget: Widget = { kind: "enum", options: choices, ...(options.colors ? { colors: options.colors } : {}) };
    const base = z.enum(values, { error: "validation.choose" });
    const built =
      options.default !== undefined
        ? spec(label, base.default(options.default as never), z.enum(values), widget, options)
        : spec(label, base, z.enum(values), widget, { ...options, required: true });
    type Choice = z.ZodEnum<{ [K in V[number]]: K }>;
    return built as unknown as D extends string ? FieldSpec<z.ZodDefault<Choice>, Choice> : FieldSpec<Choice, Choice>;
  },
  enumList<const V extends readonly [string, ...string[]]>(
    label: Label,
    options: Common & { options: { [K in V[number]]: Label }; values: V; min?: number },
  ) {
    const choices = options.values.map((value) => ({ value, label: options.options[value as V[number]] }));
    const input = z
      .array(z.enum(options.values, { error: "validation.choose" }))
      .min(options.min ?? 0, "validation.required")
      .max(options.values.length, "validation.tooMany")
      .transform((list) => [...new Set(list)]);
    return spec(
      label,
      input,
      z.array(z.enum(options.values)),
      { kind: "enumList", options: choices },
      {
        ...options,
        required: (options.min ?? 0) > 0,
      },
    );
  },
  boolean(label: Label, options: Common & { default?: boolean } = {}) {
    return spec(
      label,
      z.boolean({ error: "validation.choose" }).default(options.default ?? false),
      z.boolean(),
      { kind: "switch" },
      options,
    );
  },
  /** A reference to one row of another resource (`stationId` → the item also carries `station`). */
  lookup<const R extends string, const Q extends boolean = false>(
    label: Label,
    options: Common & { required?: Q; source: LookupSource; relation: R; display?: string },
  ) {
    const relation = { name: options.relation, display: options.display ?? "name" };
    const widget: Widget = { kind: "lookup", source: options.source };
    const built = options.required
      ? spec(label, ZId, numberOut, widget, { ...options, required: true }, { relation })
      : spec(
          label,
          ZId.nullish().transform((value) => value ?? null),
          numberOut.nullable(),
          widget,
          options,
          {
            relation,
          },
        );
    return built as Req<Q, typeof ZId, z.ZodNumber, OptionalNumber> & {
      relation: { name: R; display: string };
    };
  },
  /** Rows of another resource linked through a join table (training attendees). */
  lookupList<const N extends string>(
    label: Label,
    options: Common & {
      source: LookupSource;
      name: N;
      table: string;
      key: string;
      target: string;
      display?: string;
      max?: number;
    },
  ) {
    const input = z
      .array(ZId)
      .max(options.max ?? 1000, "validation.tooMany")
      .default([])
      .transform((ids) => [...new Set(ids)]);
    const built = spec(label, input, z.array(numberOut), { kind: "lookupList", source: options.source }, options, {
      links: {
        name: options.name,
        table: options.table,
        key: options.key,
        target: options.target,
        display: options.display ?? "name",
      },
    });
    return built as typeof built & { links: { name: N } };
  },
  images(label: Label, options: Common & { max?: number } = {}) {
    const max = options.max ?? 9;
    const input = z.array(ZUpload).max(max, "validation.tooMany").default([]);
    return spec(label, input, z.array(z.string()), { kind: "images", max }, { span: 2, ...options });
  },
  /** One uploaded image, stored as its url; none is null. */
  image(label: Label, options: Common = {}) {
    const input = ZUpload.nullish().transform((value) => value ?? null);
    return spec(label, input, z.string().nullable(), { kind: "image" }, options);
  },
  /** A new password (the strong-password rule); never part of an item. */
  password(label: Label, options: Common = {}) {
    return spec(label, ZStrongPassword, z.string(), { kind: "password" }, { ...options, required: true });
  },
  /** Province, city and county codes; the form shows one cascading select for the three. */
  region(label: Label, options: Common = {}) {
    const code = z
      .string()
      .regex(/^(\d{6})?$/, "validation.invalid")
      .nullish()
      .transform((value) => (value ? value : null));
    const part = (name: "province" | "city" | "county") =>
      spec(label, code, z.string().nullable(), { kind: "region", part: name }, options);
    return { province: part("province"), city: part("city"), county: part("county") };
  },
};

/** Input types of optional fields: absent, null or blank all mean "none" (a key Zod marks optional). */
type OptionalNumber = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<z.ZodNumber>>,
  z.ZodTransform<number | null, number | null | undefined>
>;
type OptionalDateTime = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<z.ZodUnion<[z.ZodPipe<z.ZodLiteral<"">, z.ZodTransform<null, "">>, typeof ZDateTime]>>>,
  z.ZodTransform<Date | null, Date | null | undefined>
>;
type OptionalString = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<z.ZodString>>,
  z.ZodTransform<string | null, string | null | undefined>
>;

type DecimalSpec<R extends boolean, D> = R extends true
  ? FieldSpec<z.ZodNumber, z.ZodNumber>
  : D extends number
    ? FieldSpec<NumberOrDefault<z.ZodNumber>, z.ZodNumber>
    : FieldSpec<OptionalNumber, z.ZodNullable<z.ZodNumber>>;

type IntegerSpec<R extends boolean, D> = R extends true
  ? FieldSpec<z.ZodNumber, z.ZodNumber>
  : D extends number
    ? FieldSpec<NumberOrDefault<z.ZodNumber>, z.ZodNumber>
    : FieldSpec<OptionalNumber, z.ZodNullable<z.ZodNumber>>;

/** A field spec whose item value is nullable unless the field is required. */
type Req<R extends boolean, In extends z.ZodType, Out extends z.ZodType, OptionalIn extends z.ZodType> = R extends true
  ? FieldSpec<In, Out>
  : FieldSpec<OptionalIn, z.ZodNullable<Out>>;

export type LinksOf<F> = F extends { links: { name: infer N extends string } } ? N : never;
export type RelationOf<F> = F extends { relation: { name: infer R extends string } } ? R : never;
