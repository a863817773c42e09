/**
 * The history lists' 'Operation filter' modal (spec operations §2.7 "A filter modal: 'Operation
 * filter', 'Filter by {field}', Filter, clear"; §3.23): one select per field the list filters by,
 * then the period (start and end dates, the start not after the end). Filter applies the draft,
 * Clear empties it, Cancel leaves the list as it was. Shared by every kind's history.
 * @module
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocale } from '../../app/locale';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { SelectField, type SelectOption } from '../SelectField';
import { TextField } from '../TextField';

/** The modal's values, by field name; the period is `startDate` and `endDate` (`YYYY-MM-DD`). */
export type FilterValues = Readonly<Record<string, string | undefined>>;

/** One select of the modal. */
export interface FilterSelect {
  /** The value's name in {@link FilterValues} and its label's key (`operations.history.fields.*`). */
  name: string;
  options: readonly SelectOption[];
}

/** Props of {@link HistoryFilterModal}. */
export interface HistoryFilterModalProps<F extends FilterValues> {
  open: boolean;
  initial: F;
  selects: readonly FilterSelect[];
  onClose: () => void;
  onApply: (filters: F) => void;
}

/** 'Operation filter' with the given selects and the period. */
export function HistoryFilterModal<F extends FilterValues>(props: HistoryFilterModalProps<F>) {
  const { t } = useLocale();
  const [draft, setDraft] = useState<FilterValues>(props.initial);
  const [rangeError, setRangeError] = useState(false);
  const { open, initial } = props;

  useEffect(() => {
    if (open) {
      setDraft(initial);
      setRangeError(false);
    }
  }, [open, initial]);

  const filterBy = (field: string) =>
    t('operations.history.filterBy', { 0: t(`operations.history.fields.${field}`) });
  const set = (key: string, value: string) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
      setRangeError(true);
      return;
    }
    // The draft only ever holds the selects' names and the period, all of F's keys.
    props.onApply(draft as F);
  }

  return (
    <Modal
      open={open}
      title={t('operations.history.filterTitle')}
      onClose={props.onClose}
      actions={
        <>
          <Button variant="ghost" onClick={() => setDraft({})}>
            {t('operations.history.clear')}
          </Button>
          <Button variant="secondary" onClick={props.onClose}>
            {t('operations.history.cancel')}
          </Button>
          <Button type="submit" form="history-filter-form">
            {t('operations.history.filter')}
          </Button>
        </>
      }
    >
      <form id="history-filter-form" className="filter-form" onSubmit={submit} noValidate>
        {props.selects.map((select) => (
          <SelectField
            key={select.name}
            label={filterBy(select.name)}
            placeholder={t('operations.history.any')}
            value={draft[select.name] ?? ''}
            onChange={(event) => set(select.name, event.target.value)}
            options={select.options}
          />
        ))}
        <fieldset className="filter-form__dates">
          <legend className="field__label">{filterBy('period')}</legend>
          <TextField
            type="date"
            label={t('operations.history.startDate')}
            value={draft.startDate ?? ''}
            onChange={(event) => set('startDate', event.target.value)}
          />
          <TextField
            type="date"
            label={t('operations.history.endDate')}
            value={draft.endDate ?? ''}
            error={rangeError ? t('operations.history.dateRangeError') : undefined}
            onChange={(event) => set('endDate', event.target.value)}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
