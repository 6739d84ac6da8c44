import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { enUS } from 'date-fns/locale';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../app/StoresContext';
import type { FilterArity, FilterOption } from '../../domain/filters';
import type { LeadsStoreInstance } from './LeadsStore';
import { LEAD_DATE_RANGES, type LeadDateKey, stageFilterOptions } from './leadQuery';
import { ProjectAutocomplete } from './ProjectAutocomplete';

type LeadFiltersProps = { store: LeadsStoreInstance };

type SelectFilterProps = {
  label: string;
  filterKey: string;
  options: readonly FilterOption[];
  arity?: FilterArity;
  store: LeadsStoreInstance;
};

/** A select that adds the chosen value as a filter and returns to its prompt. */
function SelectFilter({ label, filterKey, options, arity = 'multi', store }: SelectFilterProps) {
  return (
    <FormGroup label={label} labelFor={`lead-filter-${filterKey}`}>
      <HTMLSelect
        id={`lead-filter-${filterKey}`}
        fill
        value=""
        options={[
          { value: '', label: 'Choose…' },
          ...options.map((o) => ({ value: String(o.id), label: o.name })),
        ]}
        onChange={(event) => {
          const option = options.find((o) => String(o.id) === event.currentTarget.value);
          if (option) store.addFilter(filterKey, option, arity);
        }}
      />
    </FormGroup>
  );
}

type TextFilterProps = { label: string; filterKey: string; store: LeadsStoreInstance; pattern?: RegExp };

/** A text field applied with Enter or its Add button. */
function TextFilter({ label, filterKey, store, pattern }: TextFilterProps) {
  const [value, setValue] = useState('');
  const apply = () => {
    const v = value.trim();
    if (!v || (pattern && !pattern.test(v))) return;
    store.addFilter(filterKey, { id: v, name: v }, 'single');
    setValue('');
  };
  return (
    <FormGroup label={label} labelFor={`lead-filter-${filterKey}`}>
      <InputGroup
        id={`lead-filter-${filterKey}`}
        value={value}
        onValueChange={setValue}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        rightElement={<Button variant="minimal" icon="plus" aria-label={`Add ${label}`} onClick={apply} />}
      />
    </FormGroup>
  );
}

type DateFilterProps = { label: string; filterKey: LeadDateKey; store: LeadsStoreInstance };

/** A day of a date range (YYYY-MM-DD); it shows the filter's current value, so it observes the store. */
const DateFilter = observer(function DateFilter({ label, filterKey, store }: DateFilterProps) {
  const current = store.filters[filterKey]?.[0];
  return (
    <FormGroup label={label} labelFor={`lead-filter-${filterKey}`}>
      <DateInput
        inputProps={{ id: `lead-filter-${filterKey}` }}
        locale={enUS}
        dateFnsFormat="yyyy-MM-dd"
        placeholder="YYYY-MM-DD"
        value={current ? `${String(current.id)}T00:00:00` : null}
        showActionsBar
        onChange={(value) => {
          if (value) {
            const day = value.slice(0, 10);
            store.addFilter(filterKey, { id: day, name: day }, 'single');
          } else if (current) {
            store.removeFilter(filterKey, current.id);
          }
        }}
      />
    </FormGroup>
  );
});

const NATIONALITIES: FilterOption[] = [
  { id: 1, name: 'Indian' },
  { id: 2, name: 'NRI' },
];
const YES_NO: FilterOption[] = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
];

/** The Leads Filters view: every query filter of GET /leads (spec 02 §7). */
export const LeadFilters = observer(function LeadFilters({ store }: LeadFiltersProps) {
  const { reference } = useStores();
  return (
    <section className="pp-lead-filters" aria-label="Leads Filters">
      <FormGroup label="Project" className="pp-lead-filters__project">
        <ProjectAutocomplete onPick={(option) => store.addFilter('project_ids', option)} />
      </FormGroup>
      <SelectFilter
        label="Stage"
        filterKey="stage_ids"
        options={stageFilterOptions(reference.stages)}
        store={store}
      />
      <SelectFilter
        label="Activity Status"
        filterKey="internal_status_ids"
        options={reference.statuses}
        store={store}
      />
      <SelectFilter label="Region" filterKey="parent_region_ids" options={reference.parents} store={store} />
      <SelectFilter label="Source" filterKey="source_ids" options={reference.sources} store={store} />
      <TextFilter label="Client Number" filterKey="client_number" store={store} pattern={/^\d{1,15}$/} />
      <TextFilter label="Location" filterKey="current_location" store={store} />
      <SelectFilter
        label="Nationality"
        filterKey="nationality"
        options={NATIONALITIES}
        arity="single"
        store={store}
      />
      <SelectFilter label="Presale" filterKey="is_presale" options={YES_NO} arity="single" store={store} />
      <SelectFilter label="Audit" filterKey="is_audit" options={YES_NO} arity="single" store={store} />
      <div className="pp-lead-filters__dates">
        {LEAD_DATE_RANGES.map((range) => (
          <div key={range.label} className="pp-lead-filters__range">
            <DateFilter label={`${range.label} From`} filterKey={range.from} store={store} />
            <DateFilter label={`${range.label} To`} filterKey={range.to} store={store} />
          </div>
        ))}
      </div>
    </section>
  );
});
