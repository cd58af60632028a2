import { useGetRegionsQuery } from '@shop/core/catalog';
import {
  addressesFetched,
  addressRemoved,
  selectActiveAddressId,
  selectAddresses,
  useAddAddressMutation,
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useUpdateAddressMutation,
  type Address,
  type AddressQuery,
} from '@shop/core/customer';
import { selectLocale } from '@shop/core/locale';
import { selectRegion } from '@shop/core/region';
import { AddressList } from '@shop/ui/address-list';
import { AddressModal } from '@shop/ui/address-modal';
import { RegionPicker, emptyRegionSelection, type RegionSelection } from '@shop/ui/region-picker';
import { accountMessages, notify } from '@shop/ui/toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Seo } from '~/components/seo';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiErrors } from '@shop/core/api-errors';

export const loader = () => null;

/** What the address modal is doing: closed, adding, or editing one address. */
type AddressModalState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: Address };

/**
 * My Addresses with the spec's exact calls: `GET CustomerAddress?countryId=&stateId=&cityId=` for
 * the city the shopper is in (their remembered region, or one picked here), `POST CustomerAddress`
 * from the address modal (with the address's id when it edits one, R2.79) and
 * `DELETE CustomerAddress?addressId=`. A fetch replaces the list and activates the first; a
 * removal resets the active one and fetches again (spec §4); a save fetches again too.
 */
export default function Addresses() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const lang = useAppSelector(selectLocale);
  const region = useAppSelector(selectRegion);
  const addresses = useAppSelector(selectAddresses);
  const activeId = useAppSelector(selectActiveAddressId);
  const [modal, setModal] = useState<AddressModalState>({ mode: 'closed' });
  const [picked, setPicked] = useState<RegionSelection>(emptyRegionSelection);
  // Without a remembered region the shopper picks the city here (for this page only).
  const [pickedCity, setPickedCity] = useState<AddressQuery | null>(null);
  const { data: regions = [] } = useGetRegionsQuery({});
  const where: AddressQuery | null = region
    ? { countryId: region.countryId, stateId: region.stateId, cityId: region.cityId }
    : pickedCity;
  const { data } = useGetAddressesQuery(where ?? { countryId: 0, stateId: 0, cityId: 0 }, {
    skip: !where,
  });
  const [addAddress, addState] = useAddAddressMutation();
  const [updateAddress, updateState] = useUpdateAddressMutation();
  const saveState = modal.mode === 'edit' ? updateState : addState;
  const editing = modal.mode === 'edit' ? modal.address : undefined;
  // Each opening starts without the errors of an earlier save.
  const openModal = (next: Exclude<AddressModalState, { mode: 'closed' }>) => {
    addState.reset();
    updateState.reset();
    setModal(next);
  };
  const [deleteAddress] = useDeleteAddressMutation();

  useEffect(() => {
    if (data) dispatch(addressesFetched(data));
  }, [data, dispatch]);

  return (
    <>
      <Seo
        title={`${t('nav.addresses')} · ${t('common:brand.name')}`}
        description={t('nav.addresses')}
        noIndex
      />
      <h1 className="mb-6 text-3xl font-bold">{t('nav.addresses')}</h1>
      {where ? (
        <AddressList
          addresses={addresses}
          activeId={activeId}
          lang={lang}
          regions={regions}
          headingLevel={2}
          onAdd={() => openModal({ mode: 'add' })}
          onEdit={(address) => openModal({ mode: 'edit', address })}
          onDelete={(address) =>
            void (async () => {
              const result = await deleteAddress(address.id);
              if (!result.error) dispatch(addressRemoved(address.id));
            })()
          }
        />
      ) : (
        <RegionPicker
          regions={regions}
          lang={lang}
          value={picked}
          onChange={setPicked}
          onSubmit={setPickedCity}
          submitLabel={t('addresses.showAddresses')}
        />
      )}
      <AddressModal
        open={modal.mode !== 'closed'}
        onClose={() => setModal({ mode: 'closed' })}
        regions={regions}
        lang={lang}
        address={editing}
        busy={saveState.isLoading}
        serverErrors={saveState.error ? apiErrors(saveState.error) : undefined}
        onSubmit={(values) =>
          void (async () => {
            const result = editing
              ? await updateAddress({ ...values, id: editing.id })
              : await addAddress(values);
            if (result.data) {
              notify(t(accountMessages.success));
              setModal({ mode: 'closed' });
            }
          })()
        }
      />
    </>
  );
}
