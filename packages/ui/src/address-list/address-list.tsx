import type { Address } from '@shop/core/customer-schemas';
import type { RegionTree } from '@shop/core/catalog';
import type { Locale } from '@shop/core/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#form-fields/styles.ts';
import { CheckIcon, PinIcon, PlusIcon, TrashIcon } from '#icons/icons.tsx';
import { AddressLines } from '#address-list/address-lines.tsx';

/** Props of {@link AddressList}. */
export interface AddressListProps {
  /** The saved addresses (`GET CustomerAddress`). */
  addresses: readonly Address[];
  /** Id of the active address (spec §3 ActiveId; 0 for none). */
  activeId: number;
  /** The page's language (place names). */
  lang: Locale;
  /** Countries → states → cities, to name the address's places (ids only without it). */
  regions?: RegionTree;
  /** Called when "Add address" is pressed (open the AddressModal). */
  onAdd: () => void;
  /** Called with the address once its deletion is confirmed. */
  onDelete: (address: Address) => void;
  /** Called when "Edit" is pressed; the button shows only with this callback. */
  onEdit?: (address: Address) => void;
  /** Called when "Deliver here" is pressed on another address; shown only with this callback. */
  onActivate?: (address: Address) => void;
  /** Heading level of each address's title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Saved addresses as cards: title, street, building/floor/apartment, city, state and country,
 * postal code, phone and receiver; the active one is marked ("Active address", also in text).
 * "Delete" asks for confirmation in the card ("Delete the address “Home”?"), with focus moved to
 * Cancel and back to Delete when cancelled. An "Add address" button leads the list.
 *
 * @example
 * ```tsx
 * <AddressList
 *   addresses={addresses}
 *   activeId={activeId}
 *   regions={regions}
 *   lang="ar"
 *   onAdd={() => setModal({ mode: 'add' })}
 *   onEdit={(address) => setModal({ mode: 'edit', address })}
 *   onDelete={(address) => deleteAddress(address.id)}
 * />
 * ```
 */
export function AddressList({
  addresses,
  activeId,
  lang,
  regions,
  onAdd,
  onDelete,
  onEdit,
  onActivate,
  headingLevel = 3,
}: AddressListProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [confirming, setConfirming] = useState<number | null>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  const refocus = useRef<number | null>(null);
  const Heading = `h${headingLevel}` as const;

  // After "Cancel", focus goes back to the address's Delete button.
  useEffect(() => {
    if (confirming !== null || refocus.current === null) return;
    deleteButtons.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [confirming]);

  return (
    <div className="grid gap-4">
      <button type="button" onClick={onAdd} className={`${primaryButtonClass} justify-self-start`}>
        <PlusIcon className="size-5" />
        {t('addresses.add')}
      </button>
      {addresses.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line px-4 py-10 text-center">
          <PinIcon className="size-8 text-brand-700" />
          <p className="text-lg font-semibold text-ink">{t('addresses.emptyTitle')}</p>
          <p className="text-ink-muted">{t('addresses.emptyText')}</p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => {
            const active = address.id === activeId;
            const titleId = `${id}-${address.id}-title`;
            const questionId = `${id}-${address.id}-question`;
            return (
              <li key={address.id}>
                <article
                  aria-labelledby={titleId}
                  className={`flex h-full flex-col gap-3 rounded-lg border bg-surface-raised p-4 ${
                    active ? 'border-2 border-brand-700' : 'border-brand-100'
                  }`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Heading id={titleId} className="text-lg font-semibold text-ink">
                      {address.title}
                    </Heading>
                    {active ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-0.5 text-sm font-semibold text-on-strong">
                        <CheckIcon className="size-4" />
                        {t('addresses.active')}
                      </span>
                    ) : null}
                  </div>
                  <AddressLines address={address} lang={lang} regions={regions} />
                  {confirming === address.id ? (
                    <div
                      role="group"
                      aria-labelledby={questionId}
                      className="mt-auto grid gap-2 rounded-md bg-danger-50 p-3"
                    >
                      <p id={questionId} className="font-semibold text-danger-800">
                        {t('addresses.confirmDelete', { title: address.title })}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          onClick={() => {
                            setConfirming(null);
                            onDelete(address);
                          }}
                          className={dangerButtonClass}
                        >
                          {t('addresses.confirm')}
                        </button>
                        <button
                          type="button"
                          // The safe choice takes focus when the question appears.
                          autoFocus
                          onClick={() => {
                            refocus.current = address.id;
                            setConfirming(null);
                          }}
                          className={`${secondaryButtonClass} min-h-10 text-sm`}
                        >
                          {t('form.cancel')}
                        </button>
                      </div>
                    </div>
                  ) : (
                    <div className="mt-auto flex flex-wrap gap-2">
                      {onActivate && !active ? (
                        <button
                          type="button"
                          aria-label={t('addresses.makeActiveLabel', { title: address.title })}
                          onClick={() => onActivate(address)}
                          className={`${secondaryButtonClass} min-h-10 text-sm`}
                        >
                          {t('addresses.makeActive')}
                        </button>
                      ) : null}
                      {onEdit ? (
                        <button
                          type="button"
                          aria-label={t('addresses.editLabel', { title: address.title })}
                          onClick={() => onEdit(address)}
                          className={`${secondaryButtonClass} min-h-10 text-sm`}
                        >
                          {t('addresses.edit')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        ref={(element) => {
                          if (element) deleteButtons.current.set(address.id, element);
                          else deleteButtons.current.delete(address.id);
                        }}
                        aria-label={t('addresses.deleteLabel', { title: address.title })}
                        onClick={() => setConfirming(address.id)}
                        className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger-700"
                      >
                        <TrashIcon className="size-4" />
                        {t('addresses.delete')}
                      </button>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
