// The filter panel of a list, drawn from its filter fields: selects, remote searches, typed values
// and days (date fields side by side in pairs: From and To).
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { enUS } from 'date-fns/locale';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Api } from '../../api/client';
import { formatDay, parseDay } from '../../domain/dates';
import type { FilterArity, FilterModel, FilterOption } from '../../domain/filters';
import { INVALID_DATE } from '../../domain/validators';
import { DAY_INPUT_FORMAT } from '../form/dayInputFormat';
import { RemoteSearchInput } from '../form/RemoteSearchInput';
import type { FilterField } from './filterFields';
import './list.css';

// Blueprint's date input loads with the first date field shown, not with the list: evaluating
// @blueprintjs/datetime computes the offsets of every time zone it knows (hundreds of Intl formatters,
// about 300 ms of main-thread work on a slow machine), which held up every list screen's start.
const DateInput = lazy(() => import('@blueprintjs/datetime').then((m) => ({ default: m.DateInput })));

export type FilterPanelProps<Q, Ctx> = {
  /** The panel's accessible name ('Leads Filters'). */
  label: string;
  /** Prefix of the inputs' ids (one panel per screen). */
  idPrefix: string;
  fields: readonly FilterField<Q, Ctx>[];
  filters: FilterModel;
  ctx: Ctx;
  api: Api;
  onAdd: (key: string, option: FilterOption, arity: FilterArity) => void;
  onRemove: (key: string, id: number | string) => void;
};

type InputProps<Q, Ctx> = Omit<FilterPanelProps<Q, Ctx>, 'fields' | 'label'> & {
  field: FilterField<Q, Ctx>;
  /** A range's end: the start field, whose day this one may not come before. */
  from?: FilterField<Q, Ctx>;
};

function SelectInput<Q, Ctx>({ field, ctx, filters, idPrefix, onAdd, onRemove }: InputProps<Q, Ctx>) {
  const options = field.options?.(ctx) ?? [];
  const id = `${idPrefix}-filter-${field.key}`;
  // A single-value select with an empty label ('None') shows its value; choosing the empty clears it.
  const showsValue = field.arity === 'single' && field.emptyLabel !== undefined;
  const current = showsValue ? filters[field.key]?.[0] : undefined;
  return (
    <FormGroup label={field.label} labelFor={id}>
      <HTMLSelect
        id={id}
        fill
        value={current === undefined ? '' : String(current.id)}
        options={[
          { value: '', label: showsValue ? (field.emptyLabel ?? '') : 'Choose…' },
          ...options.map((o) => ({ value: String(o.id), label: o.name })),
        ]}
        onChange={(event) => {
          const option = options.find((o) => String(o.id) === event.currentTarget.value);
          if (option) onAdd(field.key, option, field.arity);
          else if (current) onRemove(field.key, current.id);
        }}
      />
    </FormGroup>
  );
}

function SearchInput<Q, Ctx>({ field, api, idPrefix, onAdd }: InputProps<Q, Ctx>) {
  const search = useMemo(() => field.search?.(api), [field, api]);
  const id = `${idPrefix}-filter-${field.key}`;
  if (!search) return null;
  return (
    <FormGroup label={field.label} labelFor={id} className="pp-filter-panel__typed">
      <RemoteSearchInput
        id={id}
        label={field.label}
        placeholder={field.placeholder ?? `Type 2 letters of a ${field.label.toLowerCase()}`}
        search={search}
        onPick={(option) => onAdd(field.key, option, field.arity)}
        onSubmitText={
          field.freeText
            ? (text) => {
                if (!field.accepts(text)) return false;
                onAdd(field.key, { id: text, name: text }, field.arity);
                return true;
              }
            : undefined
        }
      />
    </FormGroup>
  );
}

function TextInput<Q, Ctx>({ field, idPrefix, onAdd }: InputProps<Q, Ctx>) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = `${idPrefix}-filter-${field.key}`;
  const apply = () => {
    const v = value.trim();
    if (!v) return;
    if (!field.accepts(v)) {
      setInvalid(true);
      return;
    }
    onAdd(field.key, { id: v, name: v }, field.arity);
    setValue('');
    setInvalid(false);
  };
  return (
    <FormGroup
      label={field.label}
      labelFor={id}
      className="pp-filter-panel__typed"
      intent={invalid ? 'danger' : 'none'}
      helperText={invalid ? `Not a valid ${field.label.toLowerCase()}` : undefined}
    >
      <InputGroup
        id={id}
        value={value}
        placeholder={field.placeholder}
        intent={invalid ? 'danger' : 'none'}
        onValueChange={(next) => {
          setValue(next);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        rightElement={
          <Button variant="minimal" icon={<PlusIcon />} aria-label={`Add ${field.label}`} onClick={apply} />
        }
      />
    </FormGroup>
  );
}

function DayInput<Q, Ctx>({ field, from, filters, idPrefix, onAdd, onRemove }: InputProps<Q, Ctx>) {
  const current = filters[field.key]?.[0];
  const id = `${idPrefix}-filter-${field.key}`;
  const start = from ? filters[from.key]?.[0] : undefined;
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormGroup
      label={field.label}
      labelFor={id}
      intent={problem ? 'danger' : 'none'}
      helperText={problem ?? undefined}
    >
      <Suspense fallback={<InputGroup id={id} placeholder={DAY_INPUT_FORMAT.placeholder} disabled />}>
        <DateInput
          inputProps={{
            id,
            // A text that is not a day is not dropped without a word: the field says what it takes.
            onBlur: (event) => {
              const typed = event.currentTarget.value.trim();
              if (typed !== '' && !parseDay(typed)) setProblem(INVALID_DATE);
            },
          }}
          locale={enUS}
          {...DAY_INPUT_FORMAT}
          value={current ? `${String(current.id)}T00:00:00` : null}
          showActionsBar
          onChange={(value) => {
            setProblem(null);
            if (value) {
              const day = value.slice(0, 10);
              // A range that ends before it starts finds nothing: refused with a message instead.
              if (start && from && day < String(start.id)) {
                setProblem(`${field.label} cannot be before ${from.label} (${formatDay(String(start.id))})`);
                return;
              }
              onAdd(field.key, { id: day, name: day }, 'single');
            } else if (current) {
              onRemove(field.key, current.id);
            }
          }}
        />
      </Suspense>
    </FormGroup>
  );
}

function FieldInput<Q, Ctx>(props: InputProps<Q, Ctx>) {
  switch (props.field.kind) {
    case 'select':
      return <SelectInput {...props} />;
    case 'search':
      return <SearchInput {...props} />;
    case 'text':
      return <TextInput {...props} />;
    case 'date':
      return <DayInput {...props} />;
  }
}

/** Every filter field of the list that belongs in the panel; a chosen value becomes a chip. */
export function FilterPanel<Q, Ctx>({ label, fields, ...rest }: FilterPanelProps<Q, Ctx>) {
  const shown = fields.filter((f) => f.inPanel !== false);
  const plain = shown.filter((f) => f.kind !== 'date');
  const days = shown.filter((f) => f.kind === 'date');
  const pairs: FilterField<Q, Ctx>[][] = [];
  for (let i = 0; i < days.length; i += 2) pairs.push(days.slice(i, i + 2));
  return (
    <section className="pp-filter-panel" aria-label={label}>
      {plain.map((field) => (
        <FieldInput key={field.key} field={field} {...rest} />
      ))}
      {pairs.length > 0 && (
        <div className="pp-filter-panel__dates">
          {pairs.map((pair) => (
            <div key={pair.map((f) => f.key).join('+')} className="pp-filter-panel__range">
              {pair.map((field, i) => (
                <FieldInput key={field.key} field={field} {...(i === 1 ? { from: pair[0] } : {})} {...rest} />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
