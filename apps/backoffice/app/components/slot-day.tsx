import {
  SELLER_SLOT_CAPACITY_MAX,
  SELLER_SLOT_MAX_HOURS,
  storeDayBounds,
  storeDayOf,
  useCloseSlotMutation,
  useCreateSlotMutation,
  useSetSlotCapacityMutation,
  type SlotActor,
  type StaffSlot,
} from '@shop/core/staff';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatTimeRange } from '@shop/ui/format';
import {
  dangerButtonClass,
  NumberField,
  primaryButtonClass,
  secondaryButtonClass,
  SelectField,
  textLinkClass,
} from '@shop/ui/form-fields';
import { FiltersBar } from '@shop/ui/filters-bar';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { EmptyList } from '~/components/list-screen';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { instantOfStoreLocal, PlainField } from '~/components/plain-field';
import { errorCodes } from '~/lib/api-errors';
import { useBackOfficeLanguage } from '~/lib/language';

// The slots of a brand's day, for staff (every brand) and sellers (their own) alike: the same
// table, changes and form, through `Staff/…` or `Seller/…` (the API decides what each may).

/** The brand and day an address asks for: the shop's day (today by default), a brand id. */
export function slotDayOf(params: URLSearchParams): { brandId: number | undefined; day: string } {
  const asked = params.get('date') ?? '';
  const brandId = Number(params.get('brandId'));
  return {
    brandId:
      Number.isInteger(brandId) && brandId > 0 && brandId <= 2_147_483_647 ? brandId : undefined,
    day: storeDayBounds(asked) ? asked : storeDayOf(new Date()),
  };
}

/** The brand and day chosen in the address (a GET form: the URL is the state). */
export function SlotDayFilters({
  brands,
  brandId,
  day,
  extra,
}: {
  brands: { value: string; label: string }[];
  brandId: number | undefined;
  day: string;
  /** Fields the form keeps (the picking list's slot is chosen after the day). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <FiltersBar as={Form} label={t('listFilters')} applyLabel={t('slots.show')}>
      <SelectField
        name="brandId"
        label={t('slots.brand')}
        placeholder={t('slots.chooseBrand')}
        defaultValue={brandId ? String(brandId) : ''}
        key={`brand-${brandId ?? ''}`}
        options={brands}
      />
      <PlainField type="date" name="date" label={t('slots.day')} defaultValue={day} key={day} />
      {extra}
    </FiltersBar>
  );
}

/** What the API's refusal of a slot change says, translated. */
function refusalText(t: (key: string) => string, error: unknown): string {
  const codes = errorCodes(error);
  if (codes.includes('slot_capacity_below_taken')) return t('errors:api.slot_capacity_below_taken');
  if (codes.includes('slot_exists')) return t('slots.exists');
  return t('slots.failed');
}

/** A slot's capacity, changed in place (never below its places in use: the API says so). */
function CapacityForm({
  slot,
  actor,
  onOutcome,
}: {
  slot: StaffSlot;
  actor: SlotActor;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation(['backoffice', 'errors']);
  const { lang } = useBackOfficeLanguage();
  const [setCapacity, setting] = useSetSlotCapacityMutation();
  const [value, setValue] = useState(String(slot.capacity));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const capacity = Number(value);
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > SELLER_SLOT_CAPACITY_MAX) {
      onOutcome({ text: t('slots.capacityInvalid'), failed: true });
      return;
    }
    const result = await setCapacity({ actor, id: slot.id, capacity });
    onOutcome(
      'data' in result
        ? { text: t('slots.capacitySaved'), failed: false }
        : { text: refusalText(t, result.error), failed: true },
    );
  };
  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex items-center gap-2">
      <input
        type="text"
        inputMode="numeric"
        dir="ltr"
        value={value}
        maxLength={5}
        onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        aria-label={t('slots.capacityOf', {
          time: formatTimeRange(slot.startsAt, slot.endsAt, lang),
        })}
        className="min-h-11 w-20 rounded-md border border-line bg-surface-raised px-2 text-base"
      />
      <button
        type="submit"
        aria-disabled={setting.isLoading || undefined}
        className={secondaryButtonClass}
      >
        {t('slots.setCapacity')}
      </button>
    </form>
  );
}

/** The day's slots: capacity (changed in place), places held and booked, close or reopen. */
export function SlotTable({
  slots,
  actor,
  busy,
  onOutcome,
}: {
  slots: readonly StaffSlot[] | undefined;
  actor: SlotActor;
  busy: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('backoffice');
  const { lang } = useBackOfficeLanguage();
  const [closeSlot, closing] = useCloseSlotMutation();
  const [asking, setAsking] = useState<StaffSlot | null>(null);
  const time = (slot: StaffSlot) => formatTimeRange(slot.startsAt, slot.endsAt, lang);

  const toggle = async (slot: StaffSlot) => {
    const close = slot.closedAt === null;
    const result = await closeSlot({ actor, id: slot.id, close });
    setAsking(null);
    onOutcome(
      'data' in result
        ? {
            text: t(close ? 'slots.closed' : 'slots.reopened', { time: time(slot) }),
            failed: false,
          }
        : { text: t('slots.failed'), failed: true },
    );
  };

  const columns: DataTableColumn<StaffSlot>[] = [
    {
      id: 'time',
      header: t('slots.time'),
      rowHeader: true,
      cell: (slot) => <bdi dir="ltr">{time(slot)}</bdi>,
    },
    {
      id: 'state',
      header: t('slots.state'),
      cell: (slot) =>
        slot.closedAt !== null
          ? t('slots.stateClosed')
          : slot.taken >= slot.capacity
            ? t('slots.stateFull')
            : t('slots.stateOpen'),
    },
    { id: 'booked', header: t('slots.booked'), align: 'end', cell: (slot) => slot.booked },
    { id: 'held', header: t('slots.held'), align: 'end', cell: (slot) => slot.held },
    {
      id: 'capacity',
      header: t('slots.capacity'),
      cell: (slot) => (
        <CapacityForm slot={slot} actor={actor} onOutcome={onOutcome} key={slot.capacity} />
      ),
    },
    {
      id: 'actions',
      header: t('slots.actions'),
      cell: (slot) => (
        <span className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={slot.closedAt === null ? dangerButtonClass : primaryButtonClass}
            onClick={() => setAsking(slot)}
            aria-label={t(slot.closedAt === null ? 'slots.closeOne' : 'slots.reopenOne', {
              time: time(slot),
            })}
          >
            {t(slot.closedAt === null ? 'slots.close' : 'slots.reopen')}
          </button>
          <Link
            to={`/picking?brandId=${slot.brandId}&date=${storeDayOf(new Date(slot.startsAt))}&slotId=${slot.id}`}
            className={textLinkClass}
            aria-label={t('slots.pickingOf', { time: time(slot) })}
          >
            {t('slots.picking')}
          </Link>
        </span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={t('slots.caption')}
        columns={columns}
        rows={slots}
        rowKey={(slot) => slot.id}
        busy={busy}
        loadingText={t('slots.loading')}
        empty={<EmptyList>{t('slots.empty')}</EmptyList>}
      />
      <ConfirmDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={
          asking
            ? t(asking.closedAt === null ? 'slots.closeTitle' : 'slots.reopenTitle', {
                time: time(asking),
              })
            : ''
        }
        confirmLabel={t(asking?.closedAt === null ? 'slots.closeConfirm' : 'slots.reopenConfirm')}
        tone={asking?.closedAt === null ? 'danger' : 'default'}
        busy={closing.isLoading}
        onConfirm={() => asking && void toggle(asking)}
      >
        {t(asking?.closedAt === null ? 'slots.closeText' : 'slots.reopenText')}
      </ConfirmDialog>
    </>
  );
}

/** Adds a slot to the brand's day: its start (shop time), length and places. */
export function AddSlotForm({
  actor,
  brandId,
  day,
  onOutcome,
}: {
  actor: SlotActor;
  brandId: number;
  day: string;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation(['backoffice', 'errors']);
  const [create, creating] = useCreateSlotMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const found: Record<string, string> = {};
    const startsAt = instantOfStoreLocal(`${day}T${text('start')}`);
    if (!startsAt || Date.parse(startsAt) <= Date.now()) found.start = t('slots.startInvalid');
    const hours = Number(text('hours'));
    if (!Number.isInteger(hours) || hours < 1 || hours > SELLER_SLOT_MAX_HOURS) {
      found.hours = t('slots.hoursInvalid', { max: SELLER_SLOT_MAX_HOURS });
    }
    const capacity = Number(text('capacity'));
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > SELLER_SLOT_CAPACITY_MAX) {
      found.capacity = t('slots.capacityInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !startsAt) return;
    const endsAt = new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString();
    const result = await create({ actor, brandId, startsAt, endsAt, capacity });
    onOutcome(
      'data' in result
        ? { text: t('slots.added'), failed: false }
        : { text: refusalText(t, result.error), failed: true },
    );
  };
  return (
    <form
      onSubmit={(event) => void add(event)}
      noValidate
      aria-labelledby="add-slot-title"
      className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4"
    >
      <h2 id="add-slot-title" className="text-lg font-semibold">
        {t('slots.add')}
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <PlainField type="time" name="start" label={t('slots.start')} error={errors.start} />
        <NumberField
          name="hours"
          label={t('slots.hours')}
          defaultValue="3"
          maxLength={2}
          error={errors.hours}
        />
        <NumberField
          name="capacity"
          label={t('slots.capacity')}
          defaultValue="20"
          maxLength={5}
          error={errors.capacity}
        />
      </div>
      <button
        type="submit"
        aria-disabled={creating.isLoading || undefined}
        className={`${primaryButtonClass} justify-self-start`}
      >
        {t('slots.addSubmit')}
      </button>
    </form>
  );
}

/**
 * The slots screen of staff and sellers: the brand and day from the address, the day's slots
 * (or why not), what the last change did, and a slot to add.
 */
export function SlotDayView({
  actor,
  title,
  brands,
  brandId,
  day,
  slots,
  failed,
  busy,
}: {
  actor: SlotActor;
  title: string;
  brands: { value: string; label: string }[];
  brandId: number | undefined;
  day: string;
  slots: readonly StaffSlot[] | undefined;
  /** Said instead of the slots when they could not be read. */
  failed: string | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <section aria-labelledby="slots-title" className="grid gap-4">
      <title>{`${title} · ${t('appName')}`}</title>
      <h1 id="slots-title" className="text-2xl font-bold">
        {title}
      </h1>
      <SlotDayFilters brands={brands} brandId={brandId} day={day} />
      <OutcomeMessage outcome={outcome} />
      {brandId === undefined ? (
        <EmptyList>{t('slots.chooseFirst')}</EmptyList>
      ) : failed ? (
        <p role="alert" className="font-semibold text-red-700">
          {failed}
        </p>
      ) : (
        <>
          <SlotTable slots={slots} actor={actor} busy={busy} onOutcome={setOutcome} />
          <AddSlotForm actor={actor} brandId={brandId} day={day} onOutcome={setOutcome} />
        </>
      )}
    </section>
  );
}
