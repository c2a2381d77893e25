import { Select, SimpleGrid } from "@mantine/core";
import type { RegionChoice } from "@suyuan/contracts/region/region-choice";
import { REGIONS, regionChildren } from "@suyuan/contracts/region/regions";
import type { RegionNode } from "@suyuan/contracts/region/region-node";

export type RegionSelectValue = RegionChoice;

type RegionSelectLabels = {
  province: string;
  city: string;
  county: string;
  /** Placeholder of the three selects ("请选择"). */
  placeholder?: string;
  /** Shown when a search matches nothing. */
  nothingFound?: string;
};

export type RegionSelectProps = {
  value: RegionSelectValue;
  onChange: (value: RegionSelectValue) => void;
  /** Texts come from the caller so the app's dictionaries stay their only source. */
  labels: RegionSelectLabels;
  /** Messages (already translated) under each select, e.g. from zRegionChoice's issues. */
  errors?: Partial<Record<keyof RegionSelectValue, string | undefined>>;
  required?: boolean;
  disabled?: boolean;
};

type Option = { value: string; label: string };
const toOptions = (nodes: readonly RegionNode[]): Option[] =>
  nodes.map(({ value, nameZh }) => ({ value, label: nameZh }));
const PROVINCE_OPTIONS = toOptions(REGIONS);

/**
 * Province → city → county, the selector of every region field. Choosing a level clears the
 * levels below it (a county of the old city would be wrong); a level with nothing to choose from
 * (Hong Kong's cities, Dongguan's counties) is disabled, which is also what the region choice rule
 * accepts as complete.
 */
export function RegionSelect({ value, onChange, labels, errors, required, disabled }: RegionSelectProps) {
  const cityOptions = value.provinceCode ? toOptions(regionChildren(value.provinceCode)) : [];
  const countyOptions = value.cityCode ? toOptions(regionChildren(value.cityCode)) : [];
  const common = {
    searchable: true,
    clearable: true,
    withAsterisk: required,
    placeholder: labels.placeholder,
    nothingFoundMessage: labels.nothingFound,
  } as const;

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        {...common}
        label={labels.province}
        data={PROVINCE_OPTIONS}
        value={value.provinceCode}
        onChange={(provinceCode) => onChange({ provinceCode, cityCode: null, countyCode: null })}
        disabled={disabled}
        error={errors?.provinceCode}
      />
      <Select
        {...common}
        label={labels.city}
        data={cityOptions}
        value={value.cityCode}
        onChange={(cityCode) => onChange({ provinceCode: value.provinceCode, cityCode, countyCode: null })}
        disabled={disabled || cityOptions.length === 0}
        error={errors?.cityCode}
      />
      <Select
        {...common}
        label={labels.county}
        data={countyOptions}
        value={value.countyCode}
        onChange={(countyCode) => onChange({ ...value, countyCode })}
        disabled={disabled || countyOptions.length === 0}
        error={errors?.countyCode}
      />
    </SimpleGrid>
  );
}
